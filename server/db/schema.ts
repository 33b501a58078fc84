import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FrameStatus } from '../schemas/frames';
import type { MessageStatus } from '../schemas/messages';
import type { Role, UserStatus } from '../schemas/users';

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Bumped by every update of the row: the resource's ETag and what `If-Match` is checked against. */
const version = () => integer('version').notNull().default(1);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).$type<Role>().notNull().default('ADMIN'),
    status: varchar('status', { length: 16 }).$type<UserStatus>().notNull().default('ACTIVE'),
    version: version(),
    /**
     * Every token carries the version it was signed under; raising it (a password change, a demotion, a
     * suspension) ends every session signed before. `keptTokenId` is the one earlier token that survives
     * a raise: the session that changed its own password.
     */
    tokenVersion: integer('token_version').notNull().default(0),
    keptTokenId: varchar('kept_token_id', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Tokens ended by a logout before their expiry (kept until then, so every instance refuses them). */
export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    tokenId: varchar('token_id', { length: 64 }).primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

/**
 * The answers to creates sent with an `Idempotency-Key` (server/plugins/idempotency.ts): per caller and key,
 * what the request was (a hash of its method, route and body) and, once it answered, its status, body and ETag.
 * A repeat answers the stored result again; rows older than 24 h are removed. In the database, so every
 * instance on one PostgreSQL shares them.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** `user:<id>`, or `address:<ip>` for the public contact form. */
    caller: varchar('caller', { length: 80 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    /** Null while the first request with this key runs. */
    status: integer('status'),
    body: text('body'),
    /** The answer's headers worth repeating (its ETag). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.caller, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);

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

/**
 * How many frames each (published, status, category) has, kept by triggers on `frames` (migration 0007):
 * the lists' totals and the categories without counting 100,000 rows. A frame without a category counts
 * under ''.
 */
export const frameCounts = pgTable(
  'frame_counts',
  {
    published: boolean('published').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    category: varchar('category', { length: 60 }).notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.published, t.status, t.category] })],
);

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

export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    subject: varchar('subject', { length: 200 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 40 }),
    message: text('message').notNull(),
    status: varchar('status', { length: 16 }).$type<MessageStatus>().notNull().default('UNREAD'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_created_at_idx').on(t.createdAt), index('messages_status_idx').on(t.status)],
);

export const marquee = pgTable(
  'marquee',
  {
    id: serial('id').primaryKey(),
    text: text('text').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    order: integer('order').notNull().default(0),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('marquee_order_idx').on(t.order)],
);

/** Every change writes one row; the dashboard's recent activity reads it. */
export const activity = pgTable(
  'activity',
  {
    id: serial('id').primaryKey(),
    type: varchar('type', { length: 16 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    item: text('item').notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    actorId: integer('actor_id'),
    /** The id of the frame, label, message, user or marquee item changed (null: several, or none). */
    targetId: integer('target_id'),
    /** What changed, in words ('name, current price'), when the action alone does not say. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_created_at_idx').on(t.createdAt),
    index('activity_target_idx').on(t.type, t.targetId, t.createdAt),
  ],
);

/**
 * The storefront's Buy (chat) and e-mail enquiry clicks, counted per frame and UTC day: one row per frame
 * and day, two counters. Nothing about the visitor is stored (no address, agent or cookie), and a day's
 * bucket cannot tell two clicks apart in time.
 */
export const frameEnquiries = pgTable(
  'frame_enquiries',
  {
    frameId: integer('frame_id')
      .notNull()
      .references(() => frames.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    chat: integer('chat').notNull().default(0),
    email: integer('email').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.frameId, t.day] }),
    index('frame_enquiries_day_idx').on(t.day),
    check('frame_enquiries_counts_check', sql`${t.chat} >= 0 and ${t.email} >= 0`),
  ],
);

/**
 * Deleted frames, restorable for 30 days (docs/api.md, "Trash"): the frame's row, its picture rows, label
 * ids and enquiry counts as they were, kept out of `frames` so that no list, count, page, feed or event
 * can show a deleted frame. The picture files stay in storage until the frame is deleted for good.
 */
export const frameTrash = pgTable(
  'frame_trash',
  {
    /** The frame's own id, which it gets back when restored (serial ids are never reused). */
    id: integer('id').primaryKey(),
    name: varchar('name', { length: 200 }).notNull(),
    frame: jsonb('frame').$type<Record<string, unknown>>().notNull(),
    images: jsonb('images').$type<Record<string, unknown>[]>().notNull().default([]),
    labelIds: jsonb('label_ids').$type<number[]>().notNull().default([]),
    enquiries: jsonb('enquiries').$type<Record<string, unknown>[]>().notNull().default([]),
    deletedBy: integer('deleted_by'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('frame_trash_deleted_at_idx').on(t.deletedAt)],
);

/**
 * Undoable changes to many frames at once (server/services/frameChanges.ts): a bulk action or a CSV import.
 * `frames`: each changed frame's id, its version right after the change (an undo refuses when it moved on)
 * and what the change overwrote; `trashed`: frames the change deleted (undone by the trash's restore);
 * `created`: frames it created, with their versions (undone by trashing them). Kept for an hour.
 */
export const frameChanges = pgTable(
  'frame_changes',
  {
    id: varchar('id', { length: 36 }).primaryKey(),
    kind: varchar('kind', { length: 16 }).$type<'bulk' | 'import'>().notNull(),
    /** What was done, e.g. `price`, `addLabel`, `delete`, `import`. */
    action: varchar('action', { length: 32 }).notNull(),
    frames: jsonb('frames').$type<Record<string, unknown>[]>().notNull().default([]),
    trashed: jsonb('trashed').$type<number[]>().notNull().default([]),
    created: jsonb('created').$type<Record<string, unknown>[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('frame_changes_created_at_idx').on(t.createdAt)],
);

/** PostgreSQL's bytea as a Node Buffer (node-postgres gives a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Picture bytes, when pictures live in the database (STORAGE=database, the default on PostgreSQL) so that
 * every server instance serves every picture. A key is written once and never reused for other bytes;
 * `etag` is a hash of `body`, computed once at write time.
 */
export const pictures = pgTable('pictures', {
  key: text('key').primaryKey(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  body: bytea('body').notNull(),
  size: integer('size').notNull(),
  etag: varchar('etag', { length: 64 }).notNull(),
  createdAt: createdAt(),
});

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
