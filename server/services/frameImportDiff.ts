import type { frames } from '../db/schema';
import { priceText } from './frameCsvColumns';
import type { RowValues } from './frameImportRows';

/** A frame as the import finds it: its row and its label ids. */
export interface FrameNow {
  row: typeof frames.$inferSelect;
  labelIds: number[];
}

/** One field a row changes, as the preview shows it: the CSV column, old → new (as the CSV writes them). */
export interface FieldChange {
  field: string;
  from: string;
  to: string;
}

/** What the row changes on the frame (every field of a new one, from ''). */
export function diffRow(
  v: RowValues,
  now: FrameNow | undefined,
  labelNames: Map<number, string>,
): FieldChange[] {
  const names = (ids: number[]) =>
    ids
      .map((id) => labelNames.get(id) ?? String(id))
      .sort((a, b) => a.localeCompare(b))
      .join('|');
  const before = now?.row;
  const pairs: [string, string, string][] = [
    ['name', before?.name ?? '', v.name],
    ['description', before?.description ?? '', v.description],
    ['category', before?.category ?? '', v.category ?? ''],
    ['price', before ? priceText(Number(before.currentPrice)) : '', priceText(v.currentPrice)],
    ['original_price', before ? priceText(Number(before.originalPrice)) : '', priceText(v.originalPrice)],
    ['status', before?.status ?? '', v.status],
    ['published', before ? (before.published ? 'yes' : 'no') : '', v.published ? 'yes' : 'no'],
    ['labels', now ? names(now.labelIds) : '', names(v.labelIds)],
    [
      'display_order',
      before ? String(before.displayOrder) : '',
      v.displayOrder === null ? (before ? String(before.displayOrder) : 'last') : String(v.displayOrder),
    ],
  ];
  return pairs.filter(([, from, to]) => from !== to).map(([field, from, to]) => ({ field, from, to }));
}
