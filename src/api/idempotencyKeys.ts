/**
 * The Idempotency-Key of every POST (docs/api.md: a POST that creates honours it; the others ignore it).
 * One key per intended create: a save sent again with the same content (the machines' Retry, the save an
 * offline dialog makes once back online, a double click) carries the key of the attempt that got no
 * success, so the server answers the first result and never creates twice. A success ends the key: the next
 * save of the same content is a new create with a new key. Keys older than the server keeps them (24 h) are
 * not reused.
 */

/** How long the server keeps a key's answer (server/services/idempotency.service.ts). */
export const KEY_LIFETIME_MS = 24 * 60 * 60_000;

/** A key: 128 random bits in hex (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createIdempotencyKeys(now: () => number = Date.now) {
  const pending = new Map<string, { key: string; since: number }>();
  /** Each file sent gets an id of its own: the same File objects sent again are the same save. */
  const fileIds = new WeakMap<Blob, number>();
  let nextFileId = 0;
  const fileId = (file: Blob) => {
    let id = fileIds.get(file);
    if (id === undefined) {
      id = ++nextFileId;
      fileIds.set(file, id);
    }
    return id;
  };

  /** What makes two POSTs the same save: the address, and the JSON body or the very files sent. */
  const saveOf = (url: string, body: string | undefined, files?: Blob[]) =>
    JSON.stringify([url, body ?? null, files?.map(fileId) ?? null]);

  return {
    saveOf,
    /** The key for this save: the pending one of an earlier unanswered attempt, else a new one. */
    keyFor(save: string): string {
      const held = pending.get(save);
      if (held && now() - held.since < KEY_LIFETIME_MS) return held.key;
      const key = newIdempotencyKey();
      pending.set(save, { key, since: now() });
      return key;
    },
    /** The save succeeded: its key is spent. */
    succeeded(save: string): void {
      pending.delete(save);
    },
    get size() {
      return pending.size;
    },
  };
}

export type IdempotencyKeys = ReturnType<typeof createIdempotencyKeys>;

/** Sets a POST's Idempotency-Key header; the function returned is called when that POST succeeded. */
export type KeyPost = (
  headers: Record<string, string>,
  url: string,
  body: string | undefined,
  files?: Blob[],
) => () => void;

/** The http layer's hook (src/api/http.ts) over `keys`. */
export function keyPosts(keys: IdempotencyKeys = createIdempotencyKeys()): KeyPost {
  return (headers, url, body, files) => {
    const save = keys.saveOf(url, body, files);
    headers['Idempotency-Key'] = keys.keyFor(save);
    return () => keys.succeeded(save);
  };
}
