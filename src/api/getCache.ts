/**
 * The http layer's GET cache (src/api/http.ts): each answer kept by its key with its ETag for `ttl`
 * (5 minutes), sent again as If-None-Match so that a 304 answers from here; expired entries are swept on a
 * timer that never keeps a process alive.
 */
import type { Envelope } from './httpTypes';

export interface CachedAnswer {
  etag: string | null;
  body: Envelope;
  storedAt: number;
}

export function createGetCache(ttl: number) {
  const entries = new Map<string, CachedAnswer>();
  const cleanup = () => {
    const now = Date.now();
    for (const [key, entry] of entries) if (now - entry.storedAt >= ttl) entries.delete(key);
  };
  let timer: ReturnType<typeof setInterval> | undefined = setInterval(cleanup, ttl);
  (timer as { unref?: () => void }).unref?.();

  return {
    /** The answer kept for `key` while it is fresh. */
    fresh(key: string | null): CachedAnswer | undefined {
      const kept = key ? entries.get(key) : undefined;
      return kept && Date.now() - kept.storedAt < ttl ? kept : undefined;
    },
    store(key: string, etag: string | null, body: Envelope) {
      entries.set(key, { etag, body, storedAt: Date.now() });
    },
    /** A 304 confirmed the answer: fresh again for `ttl`. */
    touch(entry: CachedAnswer) {
      entry.storedAt = Date.now();
    },
    /** Drops the answers whose key contains `pattern` (all of them without one). */
    clear(pattern?: string) {
      for (const key of [...entries.keys()]) if (!pattern || key.includes(pattern)) entries.delete(key);
    },
    cleanup,
    size: () => entries.size,
    dispose() {
      if (timer) clearInterval(timer);
      timer = undefined;
      entries.clear();
    },
  };
}
