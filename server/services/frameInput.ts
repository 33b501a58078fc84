/**
 * A frame's fields as a create or an update gives them (FramesService, frames.service.ts): trimmed and
 * checked as docs/product.md says (name and description required, prices above 0), absent fields absent.
 */
import type { frames } from '../db/schema';
import { badRequest } from '../lib/errors';
import { DESCRIPTION_REQUIRED, NAME_REQUIRED, PRICES_POSITIVE } from '../lib/rules';
import { pgCode } from '../lib/sql';
import type { FrameStatus } from './frames.queries';
import type { ImageAltInput } from './imageAlts';

export interface FrameInput {
  name?: string | undefined;
  description?: string | undefined;
  status?: FrameStatus | undefined;
  originalPrice?: number | undefined;
  currentPrice?: number | undefined;
  dimensions?: string | null | undefined;
  category?: string | null | undefined;
  labels?: number[] | undefined;
  rating?: number | undefined;
  published?: boolean | undefined;
  /** Alt texts of the frame's pictures (an update only). */
  imageAlts?: ImageAltInput[] | undefined;
}

export type FrameColumns = Partial<
  Omit<typeof frames.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'displayOrder'>
>;

const optionalText = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : value.trim() || null;

/** The fields given, trimmed and checked as the spec says; absent fields stay absent. */
export function columnsOf(input: FrameInput): FrameColumns {
  const out: FrameColumns = {};
  if (input.name !== undefined) {
    out.name = input.name.trim();
    if (!out.name) throw badRequest(NAME_REQUIRED, 'name');
  }
  if (input.description !== undefined) {
    out.description = input.description.trim();
    if (!out.description) throw badRequest(DESCRIPTION_REQUIRED, 'description');
  }
  for (const field of ['originalPrice', 'currentPrice'] as const) {
    const price = input[field];
    if (price === undefined) continue;
    if (!(price > 0)) throw badRequest(PRICES_POSITIVE, field);
    out[field] = Math.round(price * 100) / 100;
  }
  const dimensions = optionalText(input.dimensions);
  if (dimensions !== undefined) out.dimensions = dimensions;
  const category = optionalText(input.category);
  if (category !== undefined) out.category = category;
  if (input.status !== undefined) out.status = input.status;
  if (input.rating !== undefined) out.rating = input.rating;
  if (input.published !== undefined) out.published = input.published;
  return out;
}

/** A label taken away by a concurrent delete: the foreign key refuses the link. */
export const rethrowLabelGone = (error: unknown) => {
  if (pgCode(error) === '23503') throw badRequest('A selected label no longer exists', 'labels');
  throw error;
};
