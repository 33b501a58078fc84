import { mkdirSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Tx } from '../db/client';
import { etagOf } from '../plugins/etag';

/** A stored picture as the uploads route serves it; `body` is left out when only the headers were asked for. */
export interface StoredPicture {
  contentType: string;
  size: number;
  /** A strong ETag (quoted): a hash of the bytes. */
  etag: string;
  body?: Buffer;
}

/**
 * Where pictures live: on this server's disk, or in the database every instance shares (an S3-compatible
 * bucket would be a third implementation of these calls). A key is written once and never reused for
 * other bytes (keys carry a random part), which is what lets `/uploads/...` be cached for a year;
 * `put` refuses a key that is already stored. `url` is what the API hands out (a path the app prefixes
 * with the backend address).
 */
export interface Storage {
  readonly kind: 'disk' | 'database';
  /** With `tx`, a storage inside the database writes as part of that transaction (and rolls back with it). */
  put(key: string, body: Buffer, contentType: string, tx?: Tx): Promise<{ url: string }>;
  /** The picture under `key`, or null (unknown or malformed key); without its bytes when `body` is false. */
  get(key: string, options?: { body?: boolean }): Promise<StoredPicture | null>;
  /** Removes the picture; an unknown key is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored key, sorted; with `olderThan`, only those written before that moment. */
  keys(options?: { olderThan?: Date }): Promise<string[]>;
  url(key: string): string;
}

export const UPLOADS_PREFIX = '/uploads/';

/** Path segments of letters, digits, `.`, `_` and `-`, each starting with a letter or digit: no `..`, no `/x`. */
const KEY = /^[A-Za-z0-9][\w.-]*(\/[A-Za-z0-9][\w.-]*)*$/;
const MAX_KEY_LENGTH = 300;

export const isValidKey = (key: string) => key.length <= MAX_KEY_LENGTH && KEY.test(key);

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Bad storage key: ${JSON.stringify(key)}`);
}

export class KeyTakenError extends Error {
  constructor(key: string) {
    super(`Storage key already used: ${key}`);
  }
}

export const urlOf = (key: string) => `${UPLOADS_PREFIX}${key}`;

const TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type of a file kept on disk, from its extension (what we store is WebP; older files may differ). */
export const contentTypeOf = (key: string) =>
  TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream';

/** Pictures as files under `DATA_DIR/uploads`: one server (or servers sharing that folder). */
export class DiskStorage implements Storage {
  readonly kind = 'disk';
  readonly root: string;
  /** How a new file's bytes reach the disk ('wx': never overwrite, a key keeps its bytes for ever). */
  write = (file: string, body: Buffer) => writeFile(file, body, { flag: 'wx' });

  constructor(dataDir: string) {
    this.root = join(dataDir, 'uploads');
    mkdirSync(this.root, { recursive: true });
  }

  async put(key: string, body: Buffer): Promise<{ url: string }> {
    assertValidKey(key);
    const file = join(this.root, key);
    await mkdir(dirname(file), { recursive: true });
    try {
      await this.write(file, body);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTakenError(key);
      await rm(file, { force: true }); // a half-written file (a full disk) is not left behind
      throw error;
    }
    return { url: this.url(key) };
  }

  async get(key: string, options: { body?: boolean } = {}): Promise<StoredPicture | null> {
    if (!isValidKey(key)) return null;
    let body: Buffer;
    try {
      body = await readFile(join(this.root, key));
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'EISDIR' || code === 'ENOTDIR') return null;
      throw error;
    }
    // Pictures are small (WebP, 1600 px at most): one read gives both the hash and the bytes.
    const picture: StoredPicture = { contentType: contentTypeOf(key), size: body.length, etag: etagOf(body) };
    return options.body === false ? picture : { ...picture, body };
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    if (this.held) {
      this.held.add(key);
      return;
    }
    await rm(join(this.root, key), { force: true });
  }

  /** Keys whose removal waits for a backup to finish copying (`holdDeletes`). */
  private held: Set<string> | undefined;

  /**
   * Until the returned function is called, deletes are put off (a backup copies the files its database
   * snapshot refers to, and a delete removes a picture's files after its commit); the function then removes
   * them. Keys are never reused, so a put-off removal cannot take a newer picture.
   */
  holdDeletes(): () => Promise<void> {
    if (this.held) throw new Error('Deletes are already held (one backup at a time).');
    const held = new Set<string>();
    this.held = held;
    return async () => {
      if (this.held !== held) return;
      this.held = undefined;
      await Promise.allSettled([...held].map((key) => this.delete(key)));
    };
  }

  async keys(options: { olderThan?: Date } = {}): Promise<string[]> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    const files = entries.filter((entry) => entry.isFile()).map((e) => join(e.parentPath, e.name));
    const { olderThan } = options;
    const kept = olderThan
      ? (
          await Promise.all(
            files.map(async (file) => {
              const written = await stat(file).then(
                (s) => s.mtime,
                () => null,
              ); // gone meanwhile: skipped
              return written && written < olderThan ? file : null;
            }),
          )
        ).filter((file): file is string => file !== null)
      : files;
    return kept.map((file) => relative(this.root, file).split(sep).join('/')).sort();
  }

  url(key: string): string {
    return urlOf(key);
  }
}
