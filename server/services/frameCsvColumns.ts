/**
 * The frames CSV's columns (docs/api.md, "CSV export and import"): the export writes them (csvExport.ts) and
 * the import reads them back (frameImportRows.ts); `pictures` is export-only.
 */
export const FRAME_COLUMNS = [
  'id',
  'name',
  'description',
  'category',
  'price',
  'original_price',
  'status',
  'published',
  'labels',
  'display_order',
  'pictures',
] as const;
export type FrameColumn = (typeof FRAME_COLUMNS)[number];

/** Label names in a cell are separated by this (and picture addresses too). */
export const LIST_SEPARATOR = '|';

/** A price as the CSV writes it: no grouping, at most 2 decimals (1250, 1250.5). */
export const priceText = (price: number) => String(Math.round(price * 100) / 100);
