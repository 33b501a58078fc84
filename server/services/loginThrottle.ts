/** One way of counting failed logins: the key it counts under, and how many it allows in the window. */
export interface Count {
  key: string;
  max: number;
}

const MAX_KEYS = 30_000;

/**
 * Failed logins in a sliding window, counted under several keys at once (e-mail and address, address,
 * e-mail). A login is refused while any of its keys has reached its allowance; the wait is until the
 * oldest failure that keeps it there is forgotten. Memory is bounded: past MAX_KEYS keys, expired ones go,
 * then the oldest.
 */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly windowMs: number) {}

  /** Seconds to wait when one of `counts` is spent, else null. */
  wait(counts: Count[], now = Date.now()): number | null {
    let longest: number | null = null;
    for (const { key, max } of counts) {
      const recent = this.recent(key, now);
      if (recent.length < max) continue;
      const oldest = recent[recent.length - max] ?? now;
      const seconds = (oldest + this.windowMs - now) / 1000;
      longest = Math.max(longest ?? 0, seconds);
    }
    return longest;
  }

  /** Counts a failure under every key (before the slow check, so attempts sent at once count too). */
  record(counts: Count[], now = Date.now()): void {
    for (const { key } of counts) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.failures.delete(key); // re-inserted last: the map stays ordered by last failure
      this.failures.set(key, recent);
    }
    this.prune(now);
  }

  /**
   * The attempt recorded at `at` succeeded: the person proved who they are, so the failures of their own
   * keys (`forgiven`) are forgotten; under the others (the address) only this attempt is taken back.
   */
  succeeded(counts: Count[], forgiven: string[], at: number): void {
    for (const { key } of counts) {
      if (forgiven.includes(key)) {
        this.failures.delete(key);
        continue;
      }
      const times = this.failures.get(key);
      const index = times?.lastIndexOf(at) ?? -1;
      if (times && index >= 0) times.splice(index, 1);
    }
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  private prune(now: number): void {
    if (this.failures.size < MAX_KEYS) return;
    for (const [key, times] of this.failures)
      if (times.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
    for (const key of this.failures.keys()) {
      if (this.failures.size < MAX_KEYS) break;
      this.failures.delete(key);
    }
  }
}
