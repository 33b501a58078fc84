/** The columns many tables share: when a row was created and last updated, and its version. */
import { integer, timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** Bumped by every update of the row: the resource's ETag and what `If-Match` is checked against. */
export const version = () => integer('version').notNull().default(1);
