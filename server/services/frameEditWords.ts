/**
 * What an edit of a frame changed, in words, for its history (the activity log's `detail`): 'name, current
 * price, labels'. Read in the edit's transaction, before the labels are rewritten.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frameLabels, type frames } from '../db/schema';

type FrameRow = typeof frames.$inferSelect;

/** The columns staff edit, in the form's order, with the words the history uses. */
const FIELDS: [keyof FrameRow, string][] = [
  ['name', 'name'],
  ['description', 'description'],
  ['category', 'category'],
  ['dimensions', 'dimensions'],
  ['originalPrice', 'original price'],
  ['currentPrice', 'current price'],
  ['status', 'stock status'],
  ['rating', 'rating'],
  ['published', 'published'],
];

/** The frame's label ids now, to compare with the edit's (call before the edit rewrites them). */
export async function labelIdsOf(tx: Tx, frameId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: frameLabels.labelId })
    .from(frameLabels)
    .where(eq(frameLabels.frameId, frameId));
  return rows.map((r) => r.id);
}

const sameSet = (a: number[], b: number[]) => a.length === b.length && a.every((x) => b.includes(x));

/** The changed fields, in words (null when nothing visible changed). */
export function changeWords(
  before: FrameRow,
  after: FrameRow,
  labels?: { before: number[]; after: number[] },
  altTexts = false,
): string | null {
  const words = FIELDS.filter(([key]) => String(before[key] ?? '') !== String(after[key] ?? '')).map(
    ([, word]) => word,
  );
  if (labels && !sameSet(labels.before, labels.after)) words.push('labels');
  if (altTexts) words.push('picture alt texts');
  return words.length ? words.join(', ') : null;
}
