import type { FrameStatus } from '../schemas/frames';
import type { Artwork } from './pictures';

/**
 * The demo catalogue: what a new shop looks like on its first start (prices in Kenyan shillings). Its shape,
 * labels and marquee are here; its frames (data) in server/seed/demoFrames.ts.
 */

/** The spec's fallback labels, each with a fixed colour. */
export const demoLabels = [
  { name: 'Popular', color: '#3B82F6' },
  { name: 'Best Selling', color: '#10B981' },
  { name: 'Best Price', color: '#F59E0B' },
  { name: 'New Arrival', color: '#8B5CF6' },
  { name: 'Limited Edition', color: '#EF4444' },
] as const;

export type DemoLabel = (typeof demoLabels)[number]['name'];

export interface DemoFrame {
  name: string;
  description: string;
  category: string;
  originalPrice: number;
  currentPrice: number;
  status: FrameStatus;
  dimensions: string | null;
  rating: number;
  labels: DemoLabel[];
  /** One artwork per picture: 1 to 3 pictures. */
  pictures: Artwork[];
}

/**
 * One demo frame from its fields in order (server/seed/demoFrames.ts): name, category, [original, current]
 * price, size, rating, labels, pictures, description, and its status (in stock unless said).
 */
export const frame = (
  name: string,
  category: string,
  [originalPrice, currentPrice]: [number, number],
  dimensions: string | null,
  rating: number,
  labels: DemoLabel[],
  pictures: Artwork[],
  description: string,
  status: DemoFrame['status'] = 'IN_STOCK',
): DemoFrame => ({
  name,
  description,
  category,
  originalPrice,
  currentPrice,
  status,
  dimensions,
  rating,
  labels,
  pictures,
});

export const demoMarquee = [
  { text: 'Free delivery within Nairobi on orders above Ksh. 5,000', isActive: true },
  { text: 'New arrivals: imported luxury gold-leaf frames now in stock', isActive: true },
  { text: 'Order in seconds: tap Buy to send us a chat message', isActive: true },
  { text: 'Holiday sale: 15% off all vintage frames (ended)', isActive: false },
];
