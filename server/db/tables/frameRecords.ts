/** What is kept about frames beside them: enquiry counts, the trash, and undoable changes to many. */
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { frames } from './frames';

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
