/** The shop's other rooms: the contact form's messages, the marquee, and the activity log. */
import { boolean, index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import type { MessageStatus } from '../../schemas/messages';
import { createdAt, updatedAt, version } from './columns';

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
