import { unguard } from '../lib/csv';
import { MAX_DISPLAY_ORDER } from '../schemas/frames';
import { FRAME_COLUMNS, type FrameColumn, LIST_SEPARATOR } from './frameCsvColumns';
import type { FrameStatus } from './frames.queries';

/**
 * Reading one frames CSV row (the file's shape is docs/api.md's "CSV export and import"): each cell checked
 * as the frame rules say, every problem reported with its row and column. Pure: the lookups come in.
 */

/** A problem in the file: its spreadsheet row (the header is row 1) and column ('' for the whole row). */
export interface ImportError {
  row: number;
  column: string;
  message: string;
}

/** What a valid row asks for. `displayOrder` null: kept (an update) or last (a new frame). */
export interface RowValues {
  row: number;
  id: number | null;
  name: string;
  description: string;
  category: string | null;
  currentPrice: number;
  originalPrice: number;
  status: FrameStatus;
  published: boolean;
  labelIds: number[];
  displayOrder: number | null;
}

export interface Lookups {
  /** Label by lower-cased name. */
  labels: Map<string, { id: number; name: string }>;
  /** Category spelling by lower-cased name: those offered and those frames already use. */
  categories: Map<string, string>;
}

export type Columns = Map<FrameColumn, number>;

/** Columns every file must have; `pictures` may be there (it is ignored). */
const REQUIRED = FRAME_COLUMNS.filter((c) => c !== 'pictures');

/** The header's columns by position, or what is wrong with it (any order; names any case). */
export function readHeader(cells: string[]): { columns: Columns } | { errors: ImportError[] } {
  const errors: ImportError[] = [];
  const columns: Columns = new Map();
  cells.forEach((raw, index) => {
    const name = raw.trim().toLowerCase();
    if (!(FRAME_COLUMNS as readonly string[]).includes(name)) {
      errors.push({
        row: 1,
        column: raw.trim() || `column ${index + 1}`,
        message: `unknown column (the header must be: ${FRAME_COLUMNS.join(', ')})`,
      });
      return;
    }
    const column = name as FrameColumn;
    if (columns.has(column)) errors.push({ row: 1, column, message: 'column appears twice in the header' });
    else columns.set(column, index);
  });
  for (const column of REQUIRED)
    if (!columns.has(column)) errors.push({ row: 1, column, message: 'column missing from the header' });
  return errors.length ? { errors } : { columns };
}

const PRICE = /^\d{1,10}(\.\d{1,2})?$/;
const MAX_PRICE = 9_999_999_999;
const YES = new Set(['yes', 'true', '1', 'published']);
const NO = new Set(['no', 'false', '0', 'draft']);

/** One data row's values, or every problem in it; its id either way (ids are checked across rows). */
export function readRow(
  cells: string[],
  row: number,
  columns: Columns,
  lookups: Lookups,
): { id: number | null; values?: RowValues; errors: ImportError[] } {
  const errors: ImportError[] = [];
  const fail = (column: string, message: string) => {
    errors.push({ row, column, message });
  };
  if (cells.length > columns.size) fail('', `has ${cells.length} cells; the header has ${columns.size}`);
  const cell = (column: FrameColumn) => unguard(cells[columns.get(column) ?? -1] ?? '').trim();

  const idText = cell('id');
  let id: number | null = null;
  if (idText) {
    if (/^\d{1,9}$/.test(idText) && Number(idText) > 0) id = Number(idText);
    else fail('id', 'must be a frame id (a whole number), or empty for a new frame');
  }

  const name = cell('name');
  if (!name) fail('name', 'is required');
  else if (name.length > 200) fail('name', 'must be at most 200 characters');
  const description = cell('description');
  if (!description) fail('description', 'is required');
  else if (description.length > 10_000) fail('description', 'must be at most 10,000 characters');

  const categoryText = cell('category');
  let category: string | null = null;
  if (categoryText) {
    category = lookups.categories.get(categoryText.toLowerCase()) ?? null;
    if (!category)
      fail(
        'category',
        `unknown category "${categoryText}" (known: ${[...lookups.categories.values()].join(', ')})`,
      );
  }

  const price = (column: 'price' | 'original_price') => {
    const text = cell(column);
    const value = Number(text);
    if (!PRICE.test(text) || !(value > 0) || value > MAX_PRICE) {
      fail(column, 'must be a number greater than 0, with at most 2 decimals (e.g. 2500 or 2500.50)');
      return 0;
    }
    return value;
  };
  const currentPrice = price('price');
  const originalPrice = price('original_price');

  const statusText = cell('status')
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
  const status: FrameStatus = statusText === 'OUT_OF_STOCK' ? 'OUT_OF_STOCK' : 'IN_STOCK';
  if (statusText !== 'IN_STOCK' && statusText !== 'OUT_OF_STOCK')
    fail('status', 'must be IN_STOCK or OUT_OF_STOCK');

  const publishedText = cell('published').toLowerCase();
  const published = YES.has(publishedText);
  if (!published && !NO.has(publishedText)) fail('published', 'must be yes or no');

  const labelIds: number[] = [];
  for (const part of cell('labels').split(LIST_SEPARATOR)) {
    const labelName = part.trim();
    if (!labelName) continue;
    const label = lookups.labels.get(labelName.toLowerCase());
    if (!label) fail('labels', `unknown label "${labelName}" (create it on the Labels page first)`);
    else if (!labelIds.includes(label.id)) labelIds.push(label.id);
  }

  const orderText = cell('display_order');
  let displayOrder: number | null = null;
  if (orderText) {
    if (/^\d{1,7}$/.test(orderText) && Number(orderText) <= MAX_DISPLAY_ORDER)
      displayOrder = Number(orderText);
    else fail('display_order', `must be a whole number from 0 to ${MAX_DISPLAY_ORDER.toLocaleString('en')}`);
  }

  if (errors.length) return { id, errors };
  return {
    id,
    errors,
    values: {
      row,
      id,
      name,
      description,
      category,
      currentPrice,
      originalPrice,
      status,
      published,
      labelIds,
      displayOrder,
    },
  };
}
