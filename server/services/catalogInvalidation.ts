import type { ShopEvent } from './events';
import type { FrameSort } from './frames.queries';
import type { FrameSignature, FrameView } from './frameView';

/**
 * What a frame change does to one cached catalogue answer: nothing, a new body with the frame's new view in
 * place of its old one, or the answer dropped. Pure, so every rule is tested without a database.
 *
 * An answer is kept only when the change provably cannot alter it; anything unknown drops it.
 */

/** What a cached answer is, as far as a change is concerned. */
export type AnswerShape =
  | {
      kind: 'list';
      status: string;
      search: string | undefined;
      category: string | undefined;
      sort: FrameSort;
      ids: number[];
    }
  | { kind: 'featured'; ids: number[] }
  | { kind: 'categories' }
  | { kind: 'frame'; id: number };

export type Effect = 'keep' | 'drop' | { replace: FrameView };

const ASCII = /^[\x20-\x7e]*$/;

/** Whether the frame is in the list's filter; undefined when JS cannot tell as PostgreSQL would. */
function inList(shape: Extract<AnswerShape, { kind: 'list' }>, frame: FrameSignature): boolean | undefined {
  if (shape.search !== undefined) return undefined; // searched text is more than the signature holds
  if (shape.status !== 'all' && frame.status !== shape.status) return false;
  if (shape.category === undefined) return true;
  if (frame.category === null) return false;
  const category = frame.category;
  // lower() in PostgreSQL and toLowerCase() agree on ASCII; past it, let the database decide.
  if (!ASCII.test(category) || !ASCII.test(shape.category)) return undefined;
  return category.toLowerCase() === shape.category;
}

const sameDisplayPlace = (a: FrameSignature, b: FrameSignature) =>
  a.displayOrder === b.displayOrder && a.name === b.name;
const sameFeaturedPlace = (a: FrameSignature, b: FrameSignature) =>
  sameDisplayPlace(a, b) && a.rating === b.rating;
/** Whether a frame keeps its place in a list in this order (what the order sorts by did not change). */
const samePlaceIn: Record<FrameSort, (a: FrameSignature, b: FrameSignature) => boolean> = {
  display: sameDisplayPlace,
  price_asc: (a, b) => a.currentPrice === b.currentPrice,
  price_desc: (a, b) => a.currentPrice === b.currentPrice,
  newest: () => true, // creation time never changes
  rating: sameFeaturedPlace,
};

/**
 * A page that holds the frame: its item is replaced when the frame stays in and keeps its place, else the
 * page drops. A page that does not: kept when the frame neither entered nor left the filter (the total
 * stays) and kept its place (so it cannot move onto this page).
 */
function pageEffect(
  holds: boolean,
  before: boolean | undefined,
  after: boolean | undefined,
  samePlace: boolean,
  view: FrameView,
): Effect {
  if (before === undefined || after === undefined) return 'drop';
  if (holds) return after && samePlace ? { replace: view } : 'drop';
  if (before !== after) return 'drop';
  return !after || samePlace ? 'keep' : 'drop';
}

/** A frame updated: `previous` is its signature before the change (absent: unknown, so nothing is assumed). */
function onFrameUpdated(
  shape: AnswerShape,
  id: number,
  view: FrameView,
  previous: FrameSignature | undefined,
): Effect {
  if (shape.kind === 'frame') return shape.id === id ? { replace: view } : 'keep';
  if (!previous) return 'drop';
  if (shape.kind === 'categories') return previous.category === view.category ? 'keep' : 'drop';
  const holds = shape.ids.includes(id);
  if (shape.kind === 'featured') {
    const inStock = (f: FrameSignature) => f.status === 'IN_STOCK';
    return pageEffect(holds, inStock(previous), inStock(view), sameFeaturedPlace(previous, view), view);
  }
  const samePlace = samePlaceIn[shape.sort](previous, view);
  return pageEffect(holds, inList(shape, previous), inList(shape, view), samePlace, view);
}

/** A frame created: it can only enter lists whose filter it is in; a new category changes the categories. */
function onFrameCreated(shape: AnswerShape, view: FrameView): Effect {
  switch (shape.kind) {
    case 'frame':
      return 'keep';
    case 'categories':
      return view.category ? 'drop' : 'keep';
    case 'featured':
      return view.status === 'IN_STOCK' ? 'drop' : 'keep';
    case 'list':
      return inList(shape, view) === false ? 'keep' : 'drop';
  }
}

/** The effect of one public event on one cached answer. */
export function effectOf(shape: AnswerShape, event: ShopEvent): Effect {
  const view = event.data as FrameView | undefined;
  switch (event.type) {
    case 'marquee.changed':
      return 'keep'; // the marquee is not a catalogue answer
    case 'frame.updated':
      if (event.id === undefined || !view || view.id !== event.id) return 'drop';
      return onFrameUpdated(shape, event.id, view, event.previous);
    case 'frame.created':
      return view ? onFrameCreated(shape, view) : 'drop';
    default:
      // frame.deleted, frames.reordered, label.changed and anything new: rare, and wide; start over.
      return 'drop';
  }
}

/** The answer's body with one frame's item replaced (a list's `data` array, or a single frame's `data`). */
export function replaceFrame(body: Buffer, view: FrameView): Buffer {
  const answer = JSON.parse(body.toString('utf8')) as { data: FrameView | FrameView[] };
  answer.data = Array.isArray(answer.data)
    ? answer.data.map((item) => (item.id === view.id ? view : item))
    : view;
  return Buffer.from(JSON.stringify(answer));
}
