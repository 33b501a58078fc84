/** A token bucket: `rate` tokens a second, at most `burst` kept. */
class Bucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly rate: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.at = now;
  }

  /** Whether a token could be taken at `now` (then it is). */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.at) / 1000) * this.rate);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }

  /** Whether it is full again at `now` (it can be forgotten). */
  full(now: number): boolean {
    return this.tokens + ((now - this.at) / 1000) * this.rate >= this.burst;
  }
}

export interface PageBudgetOptions {
  /** Pages made a second, all addresses together, and how many may be made at once beyond that. */
  perSecond: number;
  burst: number;
  /** The same for one address. */
  perAddressPerSecond: number;
  perAddressBurst: number;
}

/** Addresses followed at most: past it, those whose bucket is full again are forgotten. */
const ADDRESSES = 10_000;

/**
 * How many storefront pages the server makes (a database read, perhaps a render, an assembly and a
 * compression: a page nobody asked for before, or since the catalogue changed), in all and per address. A
 * kept page costs nothing and is not counted; past the budget a page is answered 503 with Retry-After (the
 * page the browser renders itself), so a flood of made-up addresses cannot take the server's time from the
 * API and the shoppers.
 */
export class PageBudget {
  private readonly all: Bucket;
  private readonly byAddress = new Map<string, Bucket>();

  constructor(
    private readonly options: PageBudgetOptions,
    private readonly now: () => number = Date.now,
  ) {
    this.all = new Bucket(options.perSecond, options.burst, now());
  }

  /** Whether `address` may have a page made now (then it is counted). */
  take(address: string): boolean {
    const now = this.now();
    let own = this.byAddress.get(address);
    if (!own) {
      if (this.byAddress.size >= ADDRESSES) this.forget(now);
      own = new Bucket(this.options.perAddressPerSecond, this.options.perAddressBurst, now);
      this.byAddress.set(address, own);
    }
    return own.take(now) && this.all.take(now);
  }

  private forget(now: number) {
    for (const [address, bucket] of this.byAddress) if (bucket.full(now)) this.byAddress.delete(address);
    // Every address still busy: the oldest go (a flood from that many addresses meets the overall budget).
    for (const address of this.byAddress.keys()) {
      if (this.byAddress.size < ADDRESSES) break;
      this.byAddress.delete(address);
    }
  }
}
