/** The catalogue: labels, frames, their counts, pictures and labels, and how they relate. */
import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  pgView,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FrameStatus } from '../../schemas/frames';
import { createdAt, updatedAt, version } from './columns';

export const labels = pgTable(
  'labels',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    color: varchar('color', { length: 7 }).notNull().default('#3B82F6'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('labels_name_lower_idx').on(sql`lower(${t.name})`)],
);

export const frames = pgTable(
  'frames',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    description: text('description').notNull(),
    status: varchar('status', { length: 16 }).$type<FrameStatus>().notNull().default('IN_STOCK'),
    originalPrice: numeric('original_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    currentPrice: numeric('current_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    discountAmount: numeric('discount_amount', { precision: 12, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    discountPercentage: numeric('discount_percentage', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    dimensions: varchar('dimensions', { length: 120 }),
    category: varchar('category', { length: 60 }),
    rating: doublePrecision('rating').notNull().default(0),
    displayOrder: integer('display_order').notNull().default(0),
    /** A draft (false) is the staff's only: no public answer, page, feed or visitor event shows it. */
    published: boolean('published').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** What the admin search matches: name, description and category, lower-cased, trigram-indexed. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(name || ' ' || description || ' ' || coalesce(category, ''))`,
    ),
  },
  (t) => [
    index('frames_search_trgm_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    // One index per order of the lists (frames.queries.ts ORDERS), each ending with the id as the order does,
    // so a page is read from the index and the scan stops after it.
    index('frames_display_order_idx').on(t.displayOrder, t.name, t.id),
    index('frames_price_idx').on(t.currentPrice, t.id),
    index('frames_created_at_idx').on(t.createdAt, t.id),
    index('frames_rating_idx').on(t.rating.desc().nullsFirst(), t.displayOrder, t.name, t.id),
    index('frames_status_idx').on(t.status, t.displayOrder),
    // The category filter with the shop's orders: a category's page read in order from one index (the
    // display order, price either way, newest), not all its frames sorted (docs/bench.md, 100,000 frames).
    index('frames_category_display_idx').on(sql`lower(${t.category})`, t.displayOrder, t.name, t.id),
    index('frames_category_price_idx').on(sql`lower(${t.category})`, t.currentPrice, t.id),
    index('frames_category_created_at_idx').on(sql`lower(${t.category})`, t.createdAt, t.id),
  ],
);

/** A group of frames' figures: how many, how many discounted (current price below the original), their value. */
const groupFigures = () => ({
  published: boolean('published').notNull(),
  status: varchar('status', { length: 16 }).notNull(),
  category: varchar('category', { length: 60 }).notNull(),
  n: integer('n').notNull(),
  discounted: integer('discounted').notNull(),
  value: numeric('value').notNull(),
});

/**
 * How many frames each (published, status, category) has, how many of them are discounted and the sum of
 * their current prices: the lists' totals, the categories and the staff's figures without reading 100,000
 * rows. A frame without a category counts under ''. Kept by statement triggers on `frames` (migrations 0009,
 * 0014), whatever writes them: each statement adds its net change per group to frame_count_changes, never
 * waiting for another writer, and folds the changes written so far into this table when no other transaction
 * is folding (an advisory lock taken without waiting). Read `frameTotals`, which adds the changes not folded.
 */
export const frameCounts = pgTable(
  'frame_counts',
  {
    ...groupFigures(),
    discounted: integer('discounted').notNull().default(0),
    value: numeric('value').notNull().default('0'),
  },
  (t) => [primaryKey({ columns: [t.published, t.status, t.category] })],
);

/** Changes to frame_counts not folded into it yet: one row per group a statement on `frames` changed. */
export const frameCountChanges = pgTable('frame_count_changes', groupFigures());

/**
 * frame_counts with the changes not folded yet: the exact figures of every (published, status, category)
 * that has frames (a view, created by migration 0014).
 */
export const frameTotals = pgView('frame_totals', groupFigures()).existing();

/** One stored picture of a frame; `variants` lists the WebP widths made from it (for srcset). */
export interface ImageVariant {
  width: number;
  url: string;
  key: string;
}

export const frameImages = pgTable(
  'frame_images',
  {
    id: serial('id').primaryKey(),
    frameId: integer('frame_id')
      .notNull()
      .references(() => frames.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    variants: jsonb('variants').$type<ImageVariant[]>().notNull().default([]),
    width: integer('width').notNull().default(0),
    height: integer('height').notNull().default(0),
    order: integer('order').notNull().default(0),
    /** What the picture shows, for screen readers and search engines; empty: "<frame name> — picture <n>". */
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('frame_images_frame_idx').on(t.frameId, t.order)],
);

export const frameLabels = pgTable(
  'frame_labels',
  {
    frameId: integer('frame_id')
      .notNull()
      .references(() => frames.id, { onDelete: 'cascade' }),
    labelId: integer('label_id')
      .notNull()
      .references(() => labels.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.frameId, t.labelId] }), index('frame_labels_label_idx').on(t.labelId)],
);

export const framesRelations = relations(frames, ({ many }) => ({
  images: many(frameImages),
  frameLabels: many(frameLabels),
}));
export const frameImagesRelations = relations(frameImages, ({ one }) => ({
  frame: one(frames, { fields: [frameImages.frameId], references: [frames.id] }),
}));
export const frameLabelsRelations = relations(frameLabels, ({ one }) => ({
  frame: one(frames, { fields: [frameLabels.frameId], references: [frames.id] }),
  label: one(labels, { fields: [frameLabels.labelId], references: [labels.id] }),
}));
export const labelsRelations = relations(labels, ({ many }) => ({ frameLabels: many(frameLabels) }));
