/**
 * The frame form's rules (docs/product.md §3, §4, §5, §9), pure and shared by the frame-form and image-list
 * machines: categories, fallback labels, validation and the payload, the discount note, the file checks
 * and how a new arrangement of the one image list is read (within saved, within queued, or across).
 */

/** Spec section 3: the categories offered. */
export const CATEGORIES = [
  'Classic',
  'Modern',
  'Luxury',
  'Vintage',
  'Minimalist',
  'Contemporary',
  'Traditional',
  'Industrial',
] as const;

export interface LabelOption {
  id: number;
  name: string;
  color: string;
}

/**
 * Spec section 3: the labels shown when the server's cannot be loaded, each with a fixed colour. Their ids
 * are those the server's first start gives the same five labels (it creates them first, in this order).
 */
export const FALLBACK_LABELS: readonly LabelOption[] = [
  { id: 1, name: 'Popular', color: '#EF4444' },
  { id: 2, name: 'Best Selling', color: '#F59E0B' },
  { id: 3, name: 'Best Price', color: '#10B981' },
  { id: 4, name: 'New Arrival', color: '#3B82F6' },
  { id: 5, name: 'Limited Edition', color: '#8B5CF6' },
];

export type FrameStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

/** What the form holds: prices as text (docs/product.md §4), numbers only on submit. */
export interface FrameValues {
  name: string;
  description: string;
  category: string;
  dimensions: string;
  status: FrameStatus;
  originalPrice: string;
  currentPrice: string;
  labels: number[];
}

export type TextField = Exclude<keyof FrameValues, 'labels'>;

export const emptyFrameValues = (): FrameValues => ({
  name: '',
  description: '',
  category: '',
  dimensions: '',
  status: 'IN_STOCK',
  originalPrice: '',
  currentPrice: '',
  labels: [],
});

/** A saved picture's new alt text (PUT /frames/{id} `imageAlts`, docs/api.md). */
export interface ImageAlt {
  id: number;
  alt: string;
}

/** What a picture's alt text may hold (the server's limit). */
export const MAX_ALT_LENGTH = 250;

/** The body of POST /frames and PUT /frames/{id}. */
export interface FramePayload {
  name: string;
  description: string;
  status: FrameStatus;
  originalPrice: number;
  currentPrice: number;
  /** Omitted when empty; `null` on an edit clears what the frame had. */
  dimensions?: string | null;
  category?: string | null;
  labels: number[];
  /** Publish (true) or save a draft (false); the machine adds it from the button pressed. */
  published?: boolean;
  /** The saved pictures' changed alt texts (an edit only); the machine adds them from the image list. */
  imageAlts?: ImageAlt[];
}

/** Spec section 5, word for word. */
export const NAME_REQUIRED = 'Frame name is required.';
export const DESCRIPTION_REQUIRED = 'Frame description is required.';
export const PRICES_POSITIVE = 'Prices must be greater than 0.';
export const VALIDATION_TITLE = 'Validation Error';

export type FrameErrors = Partial<Record<'name' | 'description' | 'prices', string>>;

/** A price typed as text: a number, or NaN when it is not one. */
export const priceOf = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * Checks the values as the spec says and builds the payload: name and description trimmed and not blank,
 * both prices greater than 0, dimensions trimmed; dimensions and category omitted when empty, except on
 * an edit, where an empty one is sent as `null` so clearing it sticks (the server keeps absent fields).
 */
export function checkFrame(values: FrameValues, editing = false) {
  const errors: FrameErrors = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (!name) errors.name = NAME_REQUIRED;
  if (!description) errors.description = DESCRIPTION_REQUIRED;
  const originalPrice = priceOf(values.originalPrice);
  const currentPrice = priceOf(values.currentPrice);
  if (!(originalPrice > 0) || !(currentPrice > 0)) errors.prices = PRICES_POSITIVE;
  if (Object.keys(errors).length > 0) return { errors, payload: null };
  const payload: FramePayload = {
    name,
    description,
    status: values.status,
    originalPrice,
    currentPrice,
    labels: [...values.labels],
  };
  const dimensions = values.dimensions.trim();
  const category = values.category.trim();
  if (dimensions) payload.dimensions = dimensions;
  else if (editing) payload.dimensions = null;
  if (category) payload.category = category;
  else if (editing) payload.category = null;
  return { errors, payload };
}

/** The first error, in the order of the form (for the 'Validation Error' toast). */
export const firstError = (errors: FrameErrors) => errors.name ?? errors.description ?? errors.prices ?? '';

/**
 * Spec section 4: with originalPrice > 0 and currentPrice below it, the difference and its percentage of
 * the original price, rounded to 2 decimals; otherwise no discount.
 */
export function discountOf(originalText: string, currentText: string) {
  const original = priceOf(originalText);
  const current = priceOf(currentText);
  if (!(original > 0) || !(current >= 0) || !(current < original)) return { amount: 0, percentage: 0 };
  const amount = Math.round((original - current) * 100) / 100;
  return { amount, percentage: Math.round((amount / original) * 10_000) / 100 };
}

// ---- images ----

/** Spec sections 5 and 9. */
export const MAX_IMAGES = 5;
export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_HINT = 'PNG, JPG, WEBP, recommended 800x600 px or larger';

/** A picked file (a browser File has all of these). */
export interface PickedFile extends Blob {
  readonly name: string;
}

export type FileProblem = 'wrongType' | 'tooLarge' | 'tooMany';

/** Checks a pick against the spec's rules, in its order: type, size, then the 5-image total. */
export function fileProblem(files: readonly PickedFile[], alreadyThere: number): FileProblem | null {
  if (files.some((f) => !f.type.startsWith('image/'))) return 'wrongType';
  if (files.some((f) => f.size > MAX_IMAGE_BYTES)) return 'tooLarge';
  if (alreadyThere + files.length > MAX_IMAGES) return 'tooMany';
  return null;
}

/** How a proposed arrangement of the one list (saved first, then queued) changes it. */
export type Arrangement = 'unchanged' | 'saved' | 'queued' | 'across' | 'invalid';

/**
 * Reads a proposed order of keys against the two groups: a saved image must stay among the first
 * `saved.length` places, a queued one after them. Anything else is a move across the groups (refused).
 */
export function arrangementOf(saved: readonly string[], queued: readonly string[], keys: readonly string[]) {
  const all = [...saved, ...queued];
  if (keys.length !== all.length || new Set(keys).size !== keys.length || !keys.every((k) => all.includes(k)))
    return 'invalid' as const;
  const head = keys.slice(0, saved.length);
  const savedSet = new Set(saved);
  if (!head.every((k) => savedSet.has(k))) return 'across' as const;
  const savedChanged = head.some((k, i) => k !== saved[i]);
  const queuedChanged = keys.slice(saved.length).some((k, i) => k !== queued[i]);
  if (savedChanged) return 'saved' as const;
  if (queuedChanged) return 'queued' as const;
  return 'unchanged' as const;
}

/** The keys after moving one item by `by` places (clamped to the list); the keyboard's move. */
export function movedKeys(keys: readonly string[], key: string, by: number): string[] {
  const from = keys.indexOf(key);
  if (from < 0) return [...keys];
  const to = Math.min(keys.length - 1, Math.max(0, from + by));
  const out = [...keys];
  out.splice(from, 1);
  out.splice(to, 0, key);
  return out;
}
