import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from '../lib/errors';
import type { ServiceDeps } from './deps';

/** How long a key's answer is kept (and answered again): at least a day. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60_000;
export const KEY_REUSED =
  'This Idempotency-Key was already used for a different request. Send a new key for a new request.';
export const KEY_IN_PROGRESS =
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.';

/** The first answer to a key, to be sent again. */
export interface StoredAnswer {
  status: number;
  body: string;
  /** The headers worth repeating (its ETag). */
  headers: Record<string, string>;
}

/**
 * Idempotency-Key (docs/api.md, "Retrying a create"): per caller and key, one request runs; a repeat of it
 * gets the first answer, another request under the same key 422, a repeat while the first still runs 409.
 * Rows live in the database (shared by every instance on one PostgreSQL); claiming is one INSERT … ON
 * CONFLICT, so of concurrent duplicates exactly one runs.
 */
export class IdempotencyService {
  private lastSweep = 0;

  constructor(protected readonly deps: ServiceDeps) {}

  /**
   * A key whose first request never answered (its instance stopped) is taken over once that request's
   * deadline has surely passed: by then it answered or rolled back (docs/security.md, deadlines).
   */
  private get abandonedAfterMs(): number {
    const deadline = this.deps.config.requestTimeoutMs;
    return (deadline > 0 ? deadline : 130_000) + 30_000;
  }

  /**
   * Claims `key` for `caller`'s request `fingerprint`: null when this request is to run (then `complete` or
   * `release` it), the stored answer when it is a repeat of one that answered; throws 422 when the key was
   * used for another request, 409 while the first one still runs.
   */
  async claim(caller: string, key: string, fingerprint: string): Promise<StoredAnswer | null> {
    this.sweepNowAndThen();
    const { db } = this.deps;
    const t = idempotencyKeys;
    for (let attempt = 0; attempt < 3; attempt++) {
      // A new key, or one expired or abandoned, is ours; anything else is left as it is.
      const [claimed] = await db
        .insert(t)
        .values({ caller, key, fingerprint })
        .onConflictDoUpdate({
          target: [t.caller, t.key],
          set: { fingerprint, status: null, body: null, headers: null, createdAt: sql`now()` },
          setWhere: sql`${t.createdAt} < now() - make_interval(secs => ${IDEMPOTENCY_KEY_TTL_MS / 1000})
            or (${t.status} is null and ${t.createdAt} < now() - make_interval(secs => ${this.abandonedAfterMs / 1000}))`,
        })
        .returning({ caller: t.caller });
      if (claimed) return null;
      const [row] = await db
        .select()
        .from(t)
        .where(and(eq(t.caller, caller), eq(t.key, key)));
      if (!row) continue; // released meanwhile (its request failed): claim it again
      if (row.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED);
      if (row.status === null) throw new HttpError(409, KEY_IN_PROGRESS, undefined, { 'retry-after': '1' });
      return { status: row.status, body: row.body ?? '', headers: row.headers ?? {} };
    }
    throw new HttpError(409, KEY_IN_PROGRESS, undefined, { 'retry-after': '1' });
  }

  /** Stores the answer of the request that claimed the key. */
  async complete(caller: string, key: string, answer: StoredAnswer): Promise<void> {
    const t = idempotencyKeys;
    await this.deps.db
      .update(t)
      .set(answer)
      .where(and(eq(t.caller, caller), eq(t.key, key), isNull(t.status)));
  }

  /** Frees the key of a request that failed (it changed nothing), so a retry runs again. */
  async release(caller: string, key: string): Promise<void> {
    const t = idempotencyKeys;
    await this.deps.db.delete(t).where(and(eq(t.caller, caller), eq(t.key, key), isNull(t.status)));
  }

  /** Removes keys past their day, at most once an hour per instance (in the background). */
  private sweepNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastSweep < 60 * 60_000) return;
    this.lastSweep = now;
    const t = idempotencyKeys;
    void this.deps.db
      .delete(t)
      .where(lt(t.createdAt, new Date(now - IDEMPOTENCY_KEY_TTL_MS)))
      .catch(() => {});
  }
}
