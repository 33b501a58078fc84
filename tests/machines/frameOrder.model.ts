/**
 * The frame order's data as the machine's tests use it: the frames the server sends (out of order), their
 * sorted order, the ETag, the order someone else left meanwhile, and the stale-save text.
 */
import type { OrderFrame } from '../../machines/frameOrder.machine';

// As the server may send them: not in order, two with the same displayOrder (then by name).
export const loaded: OrderFrame[] = [
  { id: 3, name: 'Walnut', displayOrder: 2 },
  { id: 1, name: 'Oak', displayOrder: 0 },
  { id: 2, name: 'Birch', displayOrder: 2 },
];
/** Sorted by displayOrder then name: Oak (0), Birch (2), Walnut (2). */
export const sortedIds = [1, 2, 3];
export const ETAG = '"order-1"';
/** The order as someone else left it meanwhile: Walnut deleted, Pine added. */
export const current: OrderFrame[] = [
  { id: 2, name: 'Birch', displayOrder: 0 },
  { id: 1, name: 'Oak', displayOrder: 1 },
  { id: 4, name: 'Pine', displayOrder: 2 },
];
export const STALE_ORDER =
  'This display order was changed by someone else since you loaded it. Reload it to see the changes, then save again.';

export const ids = (frames: readonly OrderFrame[]) => frames.map((f) => f.id);
