import { asc, eq, lt } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pictures } from '../db/schema';
import { etagOf } from '../plugins/etag';
import {
  assertValidKey,
  isValidKey,
  KeyTakenError,
  type Storage,
  type StoredPicture,
  urlOf,
} from './storage';

/** PostgreSQL's unique_violation: the key is already stored. */
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code ?? e?.cause?.code;
}

/**
 * Pictures as rows of the `pictures` table: every server instance on one PostgreSQL serves every picture,
 * and a picture deleted through one is gone for all. The bytes travel as bytea (binary parameters, no
 * base64); the ETag is computed once, when the picture is written.
 */
export class DatabaseStorage implements Storage {
  readonly kind = 'database';

  constructor(private readonly db: Db) {}

  async put(key: string, body: Buffer, contentType: string, tx?: Tx): Promise<{ url: string }> {
    assertValidKey(key);
    try {
      await (tx ?? this.db)
        .insert(pictures)
        .values({ key, contentType, body, size: body.length, etag: etagOf(body) });
    } catch (error) {
      if (codeOf(error) === UNIQUE_VIOLATION) throw new KeyTakenError(key);
      throw error;
    }
    return { url: this.url(key) };
  }

  async get(key: string, options: { body?: boolean } = {}): Promise<StoredPicture | null> {
    if (!isValidKey(key)) return null;
    const head = { contentType: pictures.contentType, size: pictures.size, etag: pictures.etag };
    const [row] =
      options.body === false
        ? await this.db.select(head).from(pictures).where(eq(pictures.key, key))
        : await this.db
            .select({ ...head, body: pictures.body })
            .from(pictures)
            .where(eq(pictures.key, key));
    return row ?? null;
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.db.delete(pictures).where(eq(pictures.key, key));
  }

  async keys(options: { olderThan?: Date } = {}): Promise<string[]> {
    const rows = await this.db
      .select({ key: pictures.key })
      .from(pictures)
      .where(options.olderThan ? lt(pictures.createdAt, options.olderThan) : undefined)
      .orderBy(asc(pictures.key));
    return rows.map((row) => row.key);
  }

  url(key: string): string {
    return urlOf(key);
  }
}
