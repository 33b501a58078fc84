/**
 * The machines' `offline` states (machines/connection.ts), checked alike everywhere: a call that found no
 * connection (the http layer's NetworkError, told apart from a server's refusal by its tag), the browser
 * back online, the arrival in `offline` (the connection toast, waiting for the browser), and a network
 * that is down until the test brings it back (for the tests with live, stubbed actors).
 */
import { expect } from 'vitest';
import { fromCallback } from 'xstate';
import type { Arrival } from './explore';

/** No answer at all: what the http layer throws (a tagged object; the graph tells events apart by JSON). */
export const NETWORK_ERROR = { _tag: 'NetworkError', message: 'Network error' } as const;

/** The graph events of an offline state: `actor`'s call found no connection; the browser is back online. */
export const offlineEvents = (actor: string) => ({
  'no connection': { type: `xstate.error.actor.${actor}`, error: NETWORK_ERROR },
  'back online': { type: 'connection.online' },
});

/** The connection toast, word for word: "Connection failed" once, as its title. */
export const CONNECTION_TOAST = {
  type: 'error',
  title: 'Connection failed',
  description: 'Your changes are kept and will be saved again when you are back online.',
} as const;

/** An arrival in `offline`: from the call's state, the connection toast, and waiting for the browser. */
export function expectOffline(a: Arrival, from: string) {
  expect(a.from).toBe(from);
  expect(a.toasts).toEqual([CONNECTION_TOAST]);
  expect(Object.keys(a.invoked)).toEqual(['awaitOnline']);
}

/**
 * A network that is down until `goOnline()`: `check()` throws the NetworkError while it is down;
 * `awaitOnline` is the actor to provide, told when the browser is back online.
 */
export function downNetwork() {
  let online = false;
  let tell = () => {};
  return {
    check() {
      if (!online) throw NETWORK_ERROR;
    },
    awaitOnline: fromCallback(({ sendBack }) => {
      tell = () => sendBack({ type: 'connection.online' });
    }),
    goOnline() {
      online = true;
      tell();
    },
  };
}
