import type { EncodedBody } from './cachedAnswer';

/** A storefront page as answered: its status and bytes (compressed ones kept beside them, sendEncoded). */
export interface PageAnswer extends EncodedBody {
  status: number;
}

/** A page as made by its route: `complete` when it is the page to keep (its server render, if any, included). */
export interface MadePage {
  status: number;
  html: string;
  complete: boolean;
}

/** Pages kept at most; past it the oldest goes. */
export const PAGE_ANSWERS_SIZE = 500;

/**
 * Whole page answers by page key (server/lib/pageRenderer.ts: path and the parameters the page reads), until
 * the catalogue changes (`clear`). A hit is the kept bytes, already compressed: no render, no assembly, no
 * compression, however many cache-busting parameters it carries. Concurrent misses for one key share one
 * making; a page made while a change happened, or made without its render (renders were busy), is answered
 * but not kept.
 */
export class PageAnswers {
  private readonly answers = new Map<string, Promise<PageAnswer>>();
  private generation = 0;

  /** `onHit`: told of each page answered without making it (kept, or being made for another request). */
  constructor(private readonly onHit: () => void = () => {}) {}

  clear(): void {
    this.generation += 1;
    this.answers.clear();
  }

  get size(): number {
    return this.answers.size;
  }

  /** Whether the page kept by `key` is there (or being made for another request). */
  has(key: string): boolean {
    return this.answers.has(key);
  }

  get(key: string, make: () => Promise<MadePage>): Promise<PageAnswer> {
    const kept = this.answers.get(key);
    if (kept) {
      this.onHit();
      return kept;
    }
    const generation = this.generation;
    const forget = () => {
      if (this.answers.get(key) === answer) this.answers.delete(key);
    };
    const answer = make().then(
      ({ status, html, complete }) => {
        if (!complete || generation !== this.generation) forget();
        return { status, body: Buffer.from(html) };
      },
      (error: unknown) => {
        forget();
        throw error;
      },
    );
    if (this.answers.size >= PAGE_ANSWERS_SIZE) {
      const oldest = this.answers.keys().next().value;
      if (oldest !== undefined) this.answers.delete(oldest);
    }
    this.answers.set(key, answer);
    return answer;
  }
}
