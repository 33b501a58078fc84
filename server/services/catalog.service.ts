import type { EncodedBody } from '../lib/cachedAnswer';
import { ok, paged, pagination } from '../lib/envelope';
import { etagOf } from '../plugins/etag';
import { type AnswerShape, effectOf, replaceFrame } from './catalogInvalidation';
import type { ServiceDeps } from './deps';
import type { ShopEvent } from './events';
import type { FrameListQuery, FramesService } from './frames.service';

/** A public answer, serialised once (and compressed once per encoding): the route sends it with `etag`. */
export interface CachedAnswer extends EncodedBody {
  etag: string;
  /** What it answers (the normalised path and query it is kept by). */
  key: string;
}

export const CATALOG_CACHE_SIZE = 500;

interface Entry {
  answer: CachedAnswer;
  shape: AnswerShape;
}

const idsOf = (data: unknown): number[] =>
  Array.isArray(data) ? data.map((item: { id: number }) => item.id) : [];

/**
 * The public catalogue, served from memory. Answers are keyed by their normalised path and query. A public
 * event (a frame, image, label or marquee change, here or on another instance through LISTEN/NOTIFY) drops
 * or patches only the answers it can alter (catalogInvalidation.ts): a price change rewrites the frame's
 * item in the pages that hold it and leaves the rest. A generation counter keeps an answer computed before
 * a change from being stored after it; concurrent misses for one key share one database read.
 */
export class CatalogService {
  private readonly cache = new Map<string, Entry>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;

  constructor(
    protected readonly deps: ServiceDeps,
    protected readonly frames: FramesService,
  ) {
    deps.events.subscribe((event) => {
      if (event.audience === 'public') this.apply(event);
    });
  }

  clear(): void {
    this.generation += 1;
    this.cache.clear();
    this.pending.clear();
  }

  get size(): number {
    return this.cache.size;
  }

  /** Whether `answer` is still what its question is answered with (no change has replaced or dropped it). */
  isCurrent(answer: CachedAnswer): boolean {
    return this.cache.get(answer.key)?.answer === answer;
  }

  /** Drops or rewrites the answers one change can alter; reads in flight are not stored. */
  private apply(event: ShopEvent): void {
    this.generation += 1;
    this.pending.clear();
    for (const [key, entry] of this.cache) {
      const effect = effectOf(entry.shape, event);
      if (effect === 'drop') this.cache.delete(key);
      else if (effect !== 'keep') {
        const body = replaceFrame(entry.answer.body, effect.replace);
        entry.answer = { body, etag: etagOf(body), key };
      }
    }
  }

  private answer(
    key: string,
    shape: (data: unknown) => AnswerShape,
    produce: () => Promise<{ data: unknown }>,
  ) {
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit.answer);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = produce()
      .then((result) => {
        const body = Buffer.from(JSON.stringify(result));
        const answer = { body, etag: etagOf(body), key };
        if (generation === this.generation) {
          if (this.cache.size >= CATALOG_CACHE_SIZE) {
            const oldest = this.cache.keys().next().value;
            if (oldest !== undefined) this.cache.delete(oldest);
          }
          this.cache.set(key, { answer, shape: shape(result.data) });
        }
        return answer;
      })
      .finally(() => {
        if (this.pending.get(key) === promise) this.pending.delete(key);
      });
    this.pending.set(key, promise);
    return promise;
  }

  list(q: FrameListQuery): Promise<CachedAnswer> {
    const query = {
      page: q.page,
      limit: q.limit,
      status: q.status ?? 'all',
      search: q.search?.trim().toLowerCase() || undefined,
      category: q.category?.trim().toLowerCase() || undefined,
      sort: q.sort ?? 'display',
    };
    const { status, search, category, sort } = query;
    return this.answer(
      `frames?${JSON.stringify(query)}`,
      (data) => ({ kind: 'list', status, search, category, sort, ids: idsOf(data) }),
      async () => {
        const { items, total, capped } = await this.frames.list(query);
        return paged(items, pagination(query.page, query.limit, total, capped));
      },
    );
  }

  featured(limit: number): Promise<CachedAnswer> {
    return this.answer(
      `featured?${limit}`,
      (data) => ({ kind: 'featured', ids: idsOf(data) }),
      async () => ok(await this.frames.featured(limit)),
    );
  }

  categories(): Promise<CachedAnswer> {
    return this.answer(
      'categories',
      () => ({ kind: 'categories' }),
      async () => ok(await this.frames.categories()),
    );
  }

  frame(id: number): Promise<CachedAnswer> {
    return this.answer(
      `frame/${id}`,
      () => ({ kind: 'frame', id }),
      async () => ok(await this.frames.getPublished(id)),
    );
  }
}
