import { AsyncLocalStorage } from 'node:async_hooks';
import type { IncomingMessage } from 'node:http';
import type { Db } from '../db/types';
import { HttpError } from './errors';

/** The answer when a change could not finish in time: it was rolled back, so trying again is safe. */
export const TOO_LATE = 'The request took too long and nothing was saved. Please try again.';

interface RequestDeadline {
  /** When the request's answer is due (ms since the epoch). */
  at: number;
  raw: IncomingMessage;
}

const current = new AsyncLocalStorage<RequestDeadline>();

/** Requests running with a deadline now. */
let carried = 0;

/**
 * Runs the rest of a request (its hooks and handler) with its deadline known to the database layer, until
 * `ended` is called (once its answer is sent or its connection gone). The deadline is carried by an
 * AsyncLocalStorage, whose async hooks tax every promise and async resource of the whole process while any
 * storage is enabled: it is enabled only while some request carries a deadline, and disabled when the last
 * one ends (a read, which commits nothing, carries none: the catalogue's reads then pay nothing).
 */
export function withDeadline(deadline: RequestDeadline, next: () => void): () => void {
  carried += 1;
  current.run(deadline, next);
  let ended = false;
  return () => {
    if (ended) return;
    ended = true;
    carried -= 1;
    if (carried === 0) current.disable();
  };
}

/**
 * Throws (503, nothing saved) when the request this code serves is past its deadline or its client is gone:
 * called just before a transaction commits, so a request either answers or rolls back. Outside a request
 * (start-up, the seed, a backup) there is no deadline.
 */
export function assertInTime(): void {
  const deadline = current.getStore();
  if (!deadline) return;
  if (Date.now() > deadline.at || deadline.raw.socket?.destroyed)
    throw new HttpError(503, TOO_LATE, undefined, { 'retry-after': '1' });
}

/** Every top-level transaction checks the request's deadline before it commits (throwing rolls it back). */
export function guardTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((run, config) =>
    transaction(async (tx) => {
      const result = await run(tx);
      assertInTime();
      return result;
    }, config)) as Db['transaction'];
  return db;
}
