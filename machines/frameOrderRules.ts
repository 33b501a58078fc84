/** The frame order screen's data, events and order rules (docs/product.md §4, §7). */
import type { OnlineEvent } from './connection';

/** What the order screen needs of a frame (the view may carry more). */
/** A frame's id (the server's integer). */
export type FrameId = number;

export interface OrderFrame {
  id: FrameId;
  name: string;
  displayOrder: number;
  imageUrl?: string | null;
  category?: string | null;
  inStock?: boolean;
}

export interface FrameOrderEntry {
  frameId: FrameId;
  displayOrder: number;
}

export interface FrameOrderContext {
  /** The order on screen. */
  frames: OrderFrame[];
  /** The order as the server has it (sorted by displayOrder then name). */
  saved: OrderFrame[];
  /** The saved order's ETag (a save sends it as If-Match); null: not checked. */
  etag: string | null;
}

/** What loading gives: every frame and the display order's ETag. */
export interface LoadedOrder {
  frames: OrderFrame[];
  etag: string | null;
}

export type FrameOrderEvent =
  /** Moves the frame at `from` to `to` (keyboard, move buttons). */
  | { type: 'order.move'; from: number; to: number }
  /** The whole order after a drag: the frame ids in their new order. */
  | { type: 'order.sort'; ids: FrameId[] }
  | { type: 'order.reset' }
  | { type: 'order.save' }
  | { type: 'order.retry' }
  /** In `conflict`: their order (mine dropped), or mine saved over theirs. */
  | { type: 'order.reload' }
  | { type: 'order.overwrite' }
  | OnlineEvent;

export const ORDER_SAVED = 'Frame order updated successfully';
export const ORDER_SAVE_FAILED = 'Failed to update frame order';

/** Sorted by displayOrder, then name (docs/product.md §7, order screen). */
export function sortByDisplayOrder<T extends OrderFrame>(frames: readonly T[]): T[] {
  return [...frames].sort((a, b) => a.displayOrder - b.displayOrder || a.name.localeCompare(b.name));
}

/** The order to send: every frame with its index from 0 (docs/product.md §4). */
export const frameOrdersOf = (frames: readonly OrderFrame[]): FrameOrderEntry[] =>
  frames.map((f, i) => ({ frameId: f.id, displayOrder: i }));

function moved(frames: readonly OrderFrame[], from: number, to: number): OrderFrame[] {
  const next = [...frames];
  const [item] = next.splice(from, 1);
  if (item) next.splice(to, 0, item);
  return next;
}

function sortedBy(frames: readonly OrderFrame[], ids: readonly FrameId[]): OrderFrame[] {
  const byId = new Map(frames.map((f) => [f.id, f]));
  return ids.map((id) => byId.get(id)).filter((f): f is OrderFrame => f !== undefined);
}

/** Mine applied to the current frames: my order of those still there, then the new ones in their order. */
export function overOrder(mine: readonly OrderFrame[], current: readonly OrderFrame[]): OrderFrame[] {
  const byId = new Map(current.map((f) => [f.id, f]));
  const kept = mine.flatMap((f) => byId.get(f.id) ?? []);
  const added = sortByDisplayOrder(current).filter((f) => !mine.some((m) => m.id === f.id));
  return [...kept, ...added];
}

export const sameOrder = (a: readonly OrderFrame[], b: readonly OrderFrame[]) =>
  a.length === b.length && a.every((f, i) => f.id === b[i]?.id);

/** The order an event asks for, or null when the event is not a valid reorder of `frames`. */
export function requested(frames: readonly OrderFrame[], event: FrameOrderEvent): OrderFrame[] | null {
  if (event.type === 'order.move') {
    const { from, to } = event;
    const inRange = (n: number) => Number.isInteger(n) && n >= 0 && n < frames.length;
    return inRange(from) && inRange(to) && from !== to ? moved(frames, from, to) : null;
  }
  if (event.type === 'order.sort') {
    const next = sortedBy(frames, event.ids);
    return next.length === frames.length && new Set(event.ids).size === frames.length ? next : null;
  }
  return null;
}
