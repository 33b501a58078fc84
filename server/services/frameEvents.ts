import type { frames } from '../db/schema';
import type { Events } from './events';
import { type FrameSignature, type FrameView, signatureOf } from './frameView';

/** A frame before a change: its list signature and whether shoppers saw it. */
export interface Before {
  signature: FrameSignature;
  published: boolean;
}
export const beforeOf = (row: typeof frames.$inferSelect): Before => ({
  signature: signatureOf(row),
  published: row.published,
});

export const updateAction = (before: boolean, after: boolean) =>
  before === after ? 'Frame updated' : after ? 'Frame published' : 'Frame unpublished';

/**
 * Tells a frame's change to whoever may see it. A draft is staff-only news (`admin`); publishing is a new
 * frame to visitors and unpublishing a deleted one, so open storefronts, the catalogue cache and the
 * rendered pages add or drop it, and staff are told the frame itself changed.
 */
export function announceChange(events: Events, before: Before | undefined, view: FrameView): void {
  const { id } = view;
  const wasPublic = before?.published ?? false;
  if (view.published && wasPublic)
    events.publish({
      audience: 'public',
      type: 'frame.updated',
      id,
      data: view,
      previous: before?.signature,
    });
  else if (view.published) events.publish({ audience: 'public', type: 'frame.created', id, data: view });
  else {
    if (wasPublic) events.publish({ audience: 'public', type: 'frame.deleted', id });
    events.publish({ audience: 'admin', type: before ? 'frame.updated' : 'frame.created', id, data: view });
  }
}
