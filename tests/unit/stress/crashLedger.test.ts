/**
 * The crash test's refusal rule (tests/stress/crashLedger.ts): a write answered 503 "nothing was saved" is a
 * promise the check after the next restart holds the server to; these show that check failing when the server
 * lied, and every other refusal not taken for the promise.
 */
import { describe, expect, it } from 'vitest';
import {
  acknowledged,
  createdAfterRefusal,
  NOTHING_SAVED,
  priceProblem,
  promisedNotSaved,
  refused,
  sending,
  settled,
  type Written,
} from '../../stress/crashLedger';

const envelope = (message: string, success = false) => JSON.stringify({ success, message });
const frame = (price: number): Written => ({ id: 1, name: 'r1-w0-0', price, inFlight: [], refused: [] });
/** A frame acknowledged at `acked`, then a PUT of `price` refused with the promise. */
const refusedOnce = (acked: number, price: number) => {
  const f = frame(acked);
  sending(f, price);
  refused(f, price);
  return f;
};

describe('crash test: which answers promise that nothing was saved', () => {
  it("is only the deadline's 503 with the failure envelope and its sentence", () => {
    expect(promisedNotSaved(503, envelope(NOTHING_SAVED))).toBe(true);
    // Another 503 (the database away, hashing busy), the sentence with another status, or no envelope.
    expect(promisedNotSaved(503, envelope('The database cannot be reached'))).toBe(false);
    expect(promisedNotSaved(500, envelope(NOTHING_SAVED))).toBe(false);
    expect(promisedNotSaved(503, envelope(NOTHING_SAVED, true))).toBe(false);
    expect(promisedNotSaved(503, NOTHING_SAVED)).toBe(false);
    expect(promisedNotSaved(503, '')).toBe(false);
  });
});

describe('crash test: a refused price after the restart', () => {
  it('fails when the server holds the price it refused (it lied), passes when it holds the acknowledged one', () => {
    const f = refusedOnce(500, 700);
    expect(f.inFlight).toEqual([]);
    expect(priceProblem(f, 700)).toContain('refused with 503');
    expect(priceProblem(f, 500)).toBeUndefined();
  });

  it('is allowed again once a later write sends it (acknowledged, or in flight at the kill)', () => {
    const inFlight = refusedOnce(500, 700);
    sending(inFlight, 700);
    expect(priceProblem(inFlight, 700)).toBeUndefined();
    expect(priceProblem(inFlight, 500)).toBeUndefined();

    const later = refusedOnce(500, 700);
    sending(later, 700);
    acknowledged(later, 700);
    expect(priceProblem(later, 700)).toBeUndefined();
    // The acknowledged write is there: the price before it is not.
    expect(priceProblem(later, 500)).toContain('neither the acknowledged 700');
  });

  it('says nothing when the refused price is the acknowledged one already', () => {
    expect(priceProblem(refusedOnce(500, 500), 500)).toBeUndefined();
  });

  it('holds until the restart that checks it, then starts afresh from what the server holds', () => {
    const f = refusedOnce(500, 700);
    settled(f, 500);
    expect(f).toEqual(frame(500));
  });
});

describe('crash test: a refused create after the restart', () => {
  it('fails when a frame the refused create named is there', () => {
    expect(createdAfterRefusal(['r1-w0-3'], ['r1-w0-2', 'r1-w0-3'])).toEqual(['r1-w0-3']);
    expect(createdAfterRefusal(['r1-w0-3'], ['r1-w0-2', 'r1-w0-4'])).toEqual([]);
  });
});
