/**
 * The marquee's rules and texts (docs/product.md §3, §4, §5, §8): what a new item starts with, when its text
 * may be saved, how the order field becomes a number, and the words the screen shows. Pure, no XState.
 */

/** An item of the marquee as the screens hold it (docs/product.md §3). */
export interface MarqueeValues {
  text: string;
  isActive: boolean;
  /** The order field as typed (text); parsed with `parseOrder` on save. */
  order: string;
}

/** What the server is sent on create or update (docs/product.md §7: text, isActive, order). */
export interface MarqueePayload {
  text: string;
  isActive: boolean;
  order: number;
}

/** A saved item, as the list shows it. */
export interface MarqueeItemValues {
  id: number;
  text: string;
  isActive?: boolean | null;
  order: number;
  /** The version the screen showed (sent back as If-Match; docs/api.md, "Concurrent changes"). */
  version?: number | null;
}

/** Spec section 4: a new item has empty text, is active, and has order 0. */
export const NEW_MARQUEE: MarqueeValues = { text: '', isActive: true, order: '0' };

/** Spec section 5: the text must be non-blank (the create and update buttons stay disabled). */
export const hasText = (text: string) => text.trim().length > 0;

/**
 * Spec section 5: the order is parsed as an integer, falling back to 0 ('abc' -> 0, '3.7' -> 3). The
 * server keeps orders from 0 up, so a negative number falls back to 0 as well.
 */
export function parseOrder(raw: string): number {
  const n = Number.parseInt(raw.trim(), 10);
  return Number.isFinite(n) && n >= 0 && n <= 2_147_483_647 ? n : 0;
}

/** The form's values turned into what the server is sent. */
export const payloadOf = (values: MarqueeValues): MarqueePayload => ({
  text: values.text.trim(),
  isActive: values.isActive,
  order: parseOrder(values.order),
});

/** A saved item's values in the form. */
export const valuesOf = (item: MarqueeItemValues): MarqueeValues => ({
  text: item.text,
  isActive: item.isActive !== false,
  order: String(item.order),
});

/** The spec's texts (sections 2 and 8), word for word. */
export const MARQUEE_TEXTS = {
  fetchFailed: 'Failed to fetch marquee content',
  createFailed: 'Failed to create marquee content',
  updateFailed: 'Failed to update marquee content',
  deleteFailed: 'Failed to delete marquee content',
  statusFailed: 'Failed to update status',
  created: 'Marquee content created successfully',
  updated: 'Marquee content updated successfully',
  deleted: 'Marquee content deleted successfully',
  statusUpdated: 'Marquee content status updated',
  deleteConfirm: 'Are you sure you want to delete this marquee content? This action cannot be undone.',
  empty: 'No marquee content found',
} as const;

/** A failure's text: the error's own message when it has one, else the spec's default. */
export const failureText = (error: unknown, fallback: string) => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() ? message : fallback;
};
