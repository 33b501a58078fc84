import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { frameImages } from '../db/schema';
import { badRequest } from '../lib/errors';
import { ALT_TOO_LONG, MAX_ALT_LENGTH } from '../lib/rules';

/** A picture's alt text as a frame update gives it (docs/api.md: `imageAlts` of PUT /frames/{id}). */
export interface ImageAltInput {
  id: number;
  alt: string;
}

/** An alt text as stored: one line, trimmed (empty: the storefront's default, the frame's name and number). */
export const cleanAlt = (alt: string) => alt.replace(/\s+/g, ' ').trim();

/**
 * Writes the alt texts of a frame's pictures, in the frame update's transaction (so If-Match covers
 * them). Every id must be one of this frame's pictures (400 naming it); pictures not listed keep theirs.
 */
export async function writeImageAlts(tx: Tx, frameId: number, alts: readonly ImageAltInput[]) {
  if (alts.length === 0) return;
  const ids = [...new Set(alts.map((a) => a.id))];
  const own = await tx
    .select({ id: frameImages.id })
    .from(frameImages)
    .where(and(eq(frameImages.frameId, frameId), inArray(frameImages.id, ids)));
  const known = new Set(own.map((r) => r.id));
  const missing = ids.find((id) => !known.has(id));
  if (missing !== undefined) throw badRequest(`Image ${missing} is not a picture of this frame`, 'imageAlts');
  for (const { id, alt } of alts) {
    const text = cleanAlt(alt);
    if (text.length > MAX_ALT_LENGTH) throw badRequest(ALT_TOO_LONG, 'imageAlts');
    await tx.update(frameImages).set({ alt: text }).where(eq(frameImages.id, id));
  }
}
