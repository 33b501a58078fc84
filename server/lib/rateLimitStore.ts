/**
 * A fixed-window in-memory store for @fastify/rate-limit. The plugin's own LocalStore hands every
 * request the same mutable counter object, so a burst of simultaneous requests all read the final
 * count and all get 429; this store answers each request with its own snapshot.
 */
interface Entry {
  count: number;
  startedAt: number;
}

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

const MAX_KEYS = 10_000;

export class SnapshotStore {
  private readonly entries = new Map<string, Entry>();

  incr(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    let entry = this.entries.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) {
      entry = { count: 0, startedAt: now };
      if (this.entries.size >= MAX_KEYS) this.prune(now, timeWindow);
    }
    entry.count += 1;
    this.entries.set(key, entry);
    cb(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
  }

  read(key: string, cb: Callback, timeWindow: number): void {
    const now = Date.now();
    const entry = this.entries.get(key);
    if (!entry || entry.startedAt + timeWindow <= now) cb(null, { current: 0, ttl: 0 });
    else cb(null, { current: entry.count, ttl: entry.startedAt + timeWindow - now });
  }

  child(): SnapshotStore {
    return new SnapshotStore();
  }

  private prune(now: number, timeWindow: number): void {
    for (const [key, entry] of this.entries)
      if (entry.startedAt + timeWindow <= now) this.entries.delete(key);
    // Still full of live keys: drop the oldest, so memory stays bounded under a flood of addresses.
    while (this.entries.size >= MAX_KEYS) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
