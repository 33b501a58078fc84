import type { frameImages, frames, ImageVariant } from '../db/schema';
import type { FrameStatus } from '../schemas/frames';

/** The answer when an id names no frame (a 404). */
export const FRAME_NOT_FOUND = 'Frame not found';

/** What the API returns for one picture of a frame. `imageUrl` is a relative path (docs/product.md §1). */
export interface FrameImageView {
  id: number;
  imageUrl: string;
  order: number;
  width: number;
  height: number;
  /** The WebP widths made from the upload, for `srcset` (`/uploads/... 480w, ...`). */
  srcset: string;
  variants: { width: number; url: string }[];
  /** The staff's alt text; empty: the storefront says "<frame name> — picture <n>" (docs/api.md). */
  alt: string;
}

export interface FrameLabelView {
  id: number;
  name: string;
  color: string;
}

export interface FrameView {
  id: number;
  name: string;
  description: string;
  status: FrameStatus;
  inStock: boolean;
  originalPrice: number;
  currentPrice: number;
  discountAmount: number;
  discountPercentage: number;
  dimensions: string | null;
  category: string | null;
  rating: number;
  displayOrder: number;
  /** False for a draft: only staff see it. */
  published: boolean;
  labels: FrameLabelView[];
  images: FrameImageView[];
  /** The main image: the one with the lowest order, else null. */
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Bumped by every change of the frame's own fields: what `If-Match` is checked against. */
  version: number;
}

/** The fields that decide whether a frame is in a list and where: status and category filter, the orders sort. */
export interface FrameSignature {
  status: FrameView['status'];
  category: string | null;
  displayOrder: number;
  name: string;
  rating: number;
  currentPrice: number;
}

export const signatureOf = (view: FrameSignature): FrameSignature => ({
  status: view.status,
  category: view.category,
  displayOrder: view.displayOrder,
  name: view.name,
  rating: view.rating,
  currentPrice: view.currentPrice,
});

export const srcsetOf = (variants: ImageVariant[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');

export function imageView(row: typeof frameImages.$inferSelect): FrameImageView {
  return {
    id: row.id,
    imageUrl: row.imageUrl,
    order: row.order,
    width: row.width,
    height: row.height,
    srcset: srcsetOf(row.variants),
    variants: row.variants.map(({ width, url }) => ({ width, url })),
    alt: row.alt,
  };
}

/** Discount from the two prices: amount and a percent with 2 decimals (5000 -> 4000: 1000 and 20). */
export function discountOf(originalPrice: number, currentPrice: number) {
  if (!(originalPrice > 0) || !(currentPrice < originalPrice))
    return { discountAmount: 0, discountPercentage: 0 };
  const discountAmount = Math.round((originalPrice - currentPrice) * 100) / 100;
  const discountPercentage = Math.round((discountAmount / originalPrice) * 10_000) / 100;
  return { discountAmount, discountPercentage };
}

export function frameView(
  row: typeof frames.$inferSelect,
  images: (typeof frameImages.$inferSelect)[],
  labels: FrameLabelView[],
): FrameView {
  const sorted = [...images].sort((a, b) => a.order - b.order || a.id - b.id).map(imageView);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    inStock: row.status === 'IN_STOCK',
    originalPrice: Number(row.originalPrice),
    currentPrice: Number(row.currentPrice),
    discountAmount: Number(row.discountAmount),
    discountPercentage: Number(row.discountPercentage),
    dimensions: row.dimensions,
    category: row.category,
    rating: row.rating,
    displayOrder: row.displayOrder,
    published: row.published,
    labels,
    images: sorted,
    imageUrl: sorted[0]?.imageUrl ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    version: row.version,
  };
}
