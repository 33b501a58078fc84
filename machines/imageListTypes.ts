/**
 * The image list's data (machines/imageList.machine.ts): its pictures, saved and queued, its texts, context,
 * events and report, and the calls it makes.
 */
import type { OnlineEvent } from './connection';
import { type ImageAlt, MAX_IMAGES, type PickedFile } from './frameFormRules';

/** A picture the frame already has. `id` may be missing (docs/product.md §4: only removed from display). */
export interface SavedImage {
  key: string;
  id: number | null;
  imageUrl: string;
  srcset: string;
  /** The alt text the server has (empty: the default, the frame's name and the picture's number). */
  alt: string;
}

/** A file waiting for the frame to be saved. */
export interface QueuedImage {
  key: string;
  file: PickedFile;
}

/** What the server gives for a frame's image. */
export interface ServerImage {
  id?: number | null;
  imageUrl: string;
  srcset?: string | null;
  order?: number;
  alt?: string | null;
}

/**
 * Spec section 8, word for word, except `deleted`: the spec's text names a hosting service the shop does not
 * use; the picture is removed from the shop's own image storage, and the text says so.
 */
export const IMAGE_TEXTS = {
  wrongType: { title: 'Invalid File Type', description: 'Please select only image files.' },
  tooLarge: { title: 'File Too Large', description: 'Please select images smaller than 5MB each.' },
  tooMany: { title: 'Too Many Images', description: `Maximum ${MAX_IMAGES} images allowed per frame.` },
  across: 'Cannot reorder between existing and new images. Please save first, then reorder.',
  orderSaved: 'Image order updated successfully.',
  orderFailed: 'Failed to update image order',
  queueRemoved: 'Image removed from upload queue.',
  deleted: 'Image deleted successfully from database and image storage.',
  deleteFailed: 'Failed to delete image',
  withoutId: 'Image removed from display, but may still exist in database.',
} as const;

export interface ImageListInput {
  frameId?: number | null;
  images?: readonly ServerImage[];
}

export interface ImageListContext {
  frameId: number | null;
  saved: SavedImage[];
  queued: QueuedImage[];
  /** The saved order before the one being persisted (restored if the call fails). */
  previous: SavedImage[];
  /** The saved image waiting for the delete confirmation, then being deleted. */
  pending: SavedImage | null;
  /** The next queued key (`q1`, `q2`, ...). */
  nextKey: number;
  /** Alt texts typed for saved pictures, by key, not saved yet. */
  alts: Record<string, string>;
}

export type ImageListEvent =
  | { type: 'images.add'; files: readonly PickedFile[] }
  /** A whole new order of the one list (a drag ends): keys of saved then queued images. */
  | { type: 'images.arrange'; keys: readonly string[] }
  /** One image moved earlier (-1) or later (+1): the keyboard's move. */
  | { type: 'images.move'; key: string; by: number }
  | { type: 'images.remove'; key: string }
  /** A saved picture's alt text, as typed. */
  | { type: 'images.alt'; key: string; alt: string }
  | { type: 'images.confirm' }
  | { type: 'images.cancel' }
  /** The frame's images as the server has them (edit load). */
  | { type: 'images.load'; frameId: number | null; images: readonly ServerImage[] }
  | { type: 'images.lock' }
  | { type: 'images.unlock' }
  /** The queue was uploaded: the frame's images now, the queue empty. */
  | { type: 'images.uploaded'; frameId: number; images: readonly ServerImage[] }
  /** In an offline state: Try again (once back online, `connection.online` does it). */
  | { type: 'images.retry' }
  | OnlineEvent;

/** What the list reports to its parent after every change. */
export interface ImageListReport {
  type: 'images.changed';
  queue: PickedFile[];
  savedCount: number;
  /** The saved pictures whose alt text was changed: what the frame's save sends (`imageAlts`). */
  alts: ImageAlt[];
  /** At rest (not persisting, confirming, deleting or locked): the form may be submitted. */
  settled: boolean;
}

export interface ReorderInput {
  frameId: number;
  imageIds: number[];
}
export interface DeleteImageInput {
  frameId: number;
  imageId: number;
}

export const savedFrom = (images: readonly ServerImage[]): SavedImage[] =>
  [...images]
    .map((img, i) => ({ img, i }))
    .sort((a, b) => (a.img.order ?? a.i) - (b.img.order ?? b.i))
    .map(({ img, i }) => ({
      key: img.id == null ? `s-${i}` : `s${img.id}`,
      id: img.id ?? null,
      imageUrl: img.imageUrl,
      srcset: img.srcset ?? '',
      alt: img.alt ?? '',
    }));

export const keysOf = (c: Pick<ImageListContext, 'saved' | 'queued'>) => [
  ...c.saved.map((s) => s.key),
  ...c.queued.map((q) => q.key),
];
