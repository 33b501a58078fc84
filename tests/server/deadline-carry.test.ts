/**
 * The request deadline's carrier (server/lib/deadline.ts): enabled only while a request carries a deadline.
 * A request still running keeps its deadline when another one ends first; once none is left, code outside a
 * request has no deadline; a request started after that carries its own again.
 */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/types';
import { guardTransactions, TOO_LATE, withDeadline } from '../../server/lib/deadline';

const raw = { socket: { destroyed: false } } as unknown as IncomingMessage;
/** A database whose transactions only run their callback, guarded as the server's are. */
const db = guardTransactions({
  transaction: async (run: (tx: unknown) => unknown) => run({}),
} as unknown as Db);
const commit = () => db.transaction(async () => 'saved');
const later = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Runs `work` as a request with a deadline `inMs` from now; returns its result and its `ended`. */
function request<T>(inMs: number, work: () => Promise<T>) {
  let result!: Promise<T>;
  const ended = withDeadline({ at: Date.now() + inMs, raw }, () => {
    result = work();
  });
  return {
    result: result.then(
      (value) => ({ value }),
      (error: Error) => ({ error: error.message }),
    ),
    ended,
  };
}

describe('the request deadline, carried only while requests need it', () => {
  it('a request past its deadline rolls back even after another request ended first', async () => {
    const late = request(1, async () => {
      await later();
      return commit();
    });
    const quick = request(60_000, commit);
    expect(await quick.result).toEqual({ value: 'saved' });
    quick.ended();
    expect(await late.result).toEqual({ error: TOO_LATE });
    late.ended();
    // No request left: no deadline outside one.
    expect(await commit()).toBe('saved');
    // A new request carries its own again.
    const again = request(1, async () => {
      await later();
      return commit();
    });
    expect(await again.result).toEqual({ error: TOO_LATE });
    again.ended();
    again.ended();
    expect(await commit()).toBe('saved');
  });
});
