import { COMPRESS_THRESHOLD, compress, type Encoding } from '../lib/compression';
import { ok, paged, pagination } from '../lib/envelope';
import { etagOf } from '../plugins/etag';
import type { ServiceDeps } from '.';
import type { FrameListQuery, FramesService } from './frames.service';

/** A public answer, serialised once: the route sends `body` as it is, with `etag`. */
export interface CachedAnswer {
  /** The serialized answer, kept as bytes so a hit is sent without encoding it again. */
  body: Buffer;
  etag: string;
  /** The same bytes compressed, made on first demand and kept with the answer. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

/** The answer's bytes for a client that accepts `encoding` (compressed once, then reused). */
export function encodedBody(answer: CachedAnswer, encoding: Encoding | undefined): Buffer {
  if (!encoding || answer.body.length < COMPRESS_THRESHOLD) return answer.body;
  answer.encoded ??= {};
  answer.encoded[encoding] ??= compress(answer.body, encoding);
  return answer.encoded[encoding];
}

export const CATALOG_CACHE_SIZE = 500;

/**
 * The public catalogue, served from memory. Answers are keyed by their normalised path and query and
 * dropped whenever a public event is published (a frame, image, label or marquee change, here or on
 * another instance through LISTEN/NOTIFY). A generation counter keeps an answer computed before a change
 * from being stored after it; concurrent misses for one key share one database read.
 */
export class CatalogService {
  private readonly cache = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Promise<CachedAnswer>>();
  private generation = 0;

  constructor(
    protected readonly deps: ServiceDeps,
    protected readonly frames: FramesService,
  ) {
    deps.events.subscribe((event) => {
      if (event.audience === 'public') this.clear();
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

  private answer(key: string, produce: () => Promise<unknown>): Promise<CachedAnswer> {
    const hit = this.cache.get(key);
    if (hit) return Promise.resolve(hit);
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = produce()
      .then((data) => {
        const body = Buffer.from(JSON.stringify(data));
        const answer = { body, etag: etagOf(body) };
        if (generation === this.generation) {
          if (this.cache.size >= CATALOG_CACHE_SIZE) {
            const oldest = this.cache.keys().next().value;
            if (oldest !== undefined) this.cache.delete(oldest);
          }
          this.cache.set(key, answer);
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
    };
    return this.answer(`frames?${JSON.stringify(query)}`, async () => {
      const { items, total } = await this.frames.list(query);
      return paged(items, pagination(query.page, query.limit, total));
    });
  }

  featured(limit: number): Promise<CachedAnswer> {
    return this.answer(`featured?${limit}`, async () => ok(await this.frames.featured(limit)));
  }

  categories(): Promise<CachedAnswer> {
    return this.answer('categories', async () => ok(await this.frames.categories()));
  }

  frame(id: number): Promise<CachedAnswer> {
    return this.answer(`frame/${id}`, async () => ok(await this.frames.get(id)));
  }
}
