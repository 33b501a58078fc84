import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';

/**
 * CSV for spreadsheets (RFC 4180: commas, double-quoted cells with "" for a quote, CRLF line ends), UTF-8.
 * Cells a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) are written
 * with a leading ' (OWASP's advice against CSV injection); so that the guard round-trips exactly, a cell
 * that already starts with ' followed by one of those gets one more. `unguard` takes one ' off again.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

export const guard = (cell: string): string => (FORMULA.test(cell) ? `'${cell}` : cell);
export const unguard = (cell: string): string =>
  cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell;

/** One CSV line (CRLF-terminated), every cell guarded. */
export const csvLine = (cells: readonly (string | number)[]): string =>
  stringify([cells.map((c) => guard(String(c)))], { eof: true, record_delimiter: 'windows' });

/** The byte-order mark an export starts with, so spreadsheets read the file as UTF-8. */
export const BOM = '\uFEFF';

export interface CsvParseError {
  /** The spreadsheet row the problem is on (the header is row 1). */
  row: number;
  message: string;
}

/**
 * The file's rows as cells (a BOM is dropped, CRLF and LF both end a line, blank lines are skipped).
 * Cells are not unguarded here (the caller knows which are text). Broken quoting is an error with its row.
 */
export function parseCsv(text: string): { rows: string[][] } | { error: CsvParseError } {
  try {
    const rows = parse(text, {
      bom: true,
      relax_column_count: true,
      // A quote inside an unquoted cell (5" frame) is taken as it is; a quoted cell must still close.
      relax_quotes: true,
      skip_empty_lines: true,
    }) as string[][];
    return { rows };
  } catch (error) {
    const e = error as { code?: string; records?: number; lines?: number; message?: string };
    const row = (e.records ?? 0) + 1;
    const message =
      e.code === 'CSV_QUOTE_NOT_CLOSED'
        ? 'a quoted cell is never closed (unbalanced quotes)'
        : e.code === 'CSV_INVALID_CLOSING_QUOTE'
          ? 'a quote inside a cell must be doubled ("") and the cell quoted'
          : `the file cannot be read as CSV (${e.message ?? 'unknown error'})`;
    return { error: { row, message } };
  }
}
