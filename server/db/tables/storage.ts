/** What the server keeps for itself: the answers to repeatable creates, and picture bytes. */
import { customType, index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

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
