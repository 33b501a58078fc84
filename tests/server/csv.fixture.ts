/**
 * The CSV test files' helpers (csv-*.test.ts): the frames fixture's server, plus reading an export and
 * sending a file to the import preview or the import.
 */
import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { labels } from '../../server/db/schema';
import { label, t, token } from './frames.fixture';

export const HEADER =
  'id,name,description,category,price,original_price,status,published,labels,display_order,pictures';

/** GET a CSV export: the raw text (BOM included) and its rows as cells. */
export async function exportCsv(path = '/api/frames/export.csv') {
  const res = await t().call('GET', path, { token });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  const text = res.body;
  return { text, rows: parse(text, { bom: true }) as string[][] };
}

export async function preview(csv: string) {
  return t().call('POST', '/api/frames/import/preview', { token, body: { csv } });
}

export async function importCsv(csv: string, token_?: string) {
  return t().call('POST', '/api/frames/import', {
    token,
    body: token_ === undefined ? { csv } : { csv, token: token_ },
  });
}

/** The error lines of a preview, as the dialog shows them: "Row 7, price: must be …". */
export const errorLines = (data: { errors: { row: number; column: string; message: string }[] }) =>
  data.errors.map((e) => `Row ${e.row}${e.column ? `, ${e.column}` : ''}: ${e.message}`);

/** The label of that name (the server's first start made the five usual ones), made when missing. */
export async function ensureLabel(name: string) {
  const [found] = await t().database.db.select().from(labels).where(eq(labels.name, name));
  return found ?? label(name);
}
