/**
 * The client data layer's tests against the real server (tests/server/client-*.test.ts): the server listening
 * on a random port, queries kept active as a mounted view keeps them, and the realtime socket. Every wait is
 * on what the client says (a result, a socket status), never on a delay.
 */
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll } from 'vitest';
import { pipe, subscribe } from 'wonka';
import WebSocket from 'ws';
import { createShopClient, memoryStorage, type ShopClient, TOKEN_KEY } from '../../src/api/client';
import { connectRealtime, type RealtimeOptions } from '../../src/api/realtime';
import { startTestServer, type TestServer } from './helper';

/** One listening server per test file: `const s = setupListeningServer();` then `s().t`, `s().base`. */
export function setupListeningServer(): () => { t: TestServer; base: string } {
  let server: { t: TestServer; base: string } | undefined;
  beforeAll(async () => {
    const t = await startTestServer();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    server = { t, base: `http://127.0.0.1:${address.port}/api` };
  }, 60_000);
  afterAll(async () => server?.t.close());
  return () => {
    if (!server) throw new Error('test server not started');
    return server;
  };
}

/** Keeps a query active (as a mounted view would); `until` waits for a fresh result that reads so. */
export function watch<D, V extends AnyVariables>(client: ShopClient, doc: TypedDocumentNode<D, V>, vars: V) {
  let latest: { data?: D; stale: boolean } | undefined;
  const waiters = new Set<() => void>();
  const sub = pipe(
    client.query(doc, vars),
    subscribe((r) => {
      latest = { data: r.data as D | undefined, stale: r.stale };
      for (const w of waiters) w();
    }),
  );
  return {
    stop: () => sub.unsubscribe(),
    until(pred: (d: D) => boolean, ms = 5000): Promise<D> {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (latest?.data && !latest.stale && pred(latest.data)) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(latest.data);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out; last: ${JSON.stringify(latest)?.slice(0, 400)}`));
        }, ms);
        waiters.add(check);
        check();
      });
    },
  };
}

/**
 * Opens the client's realtime subscription (src/api/realtime.ts) to `baseUrl` and resolves once its socket
 * reports `wanted` ('open', or 'auth.ok' for an admin's); rejects after 5 s without.
 */
export function connectedRealtime(
  client: ShopClient,
  baseUrl: string,
  wanted: 'open' | 'auth.ok',
  options: Omit<RealtimeOptions, 'baseUrl' | 'WebSocket' | 'onStatus'> = {},
) {
  return new Promise<ReturnType<typeof connectRealtime>>((resolve, reject) => {
    const statuses: string[] = [];
    const timer = setTimeout(() => reject(new Error(`no ${wanted}: ${statuses}`)), 5000);
    const rt = connectRealtime(client, {
      admin: wanted === 'auth.ok',
      ...options,
      baseUrl,
      WebSocket: WebSocket as never,
      onStatus: (s) => {
        statuses.push(s);
        if (s !== wanted) return;
        clearTimeout(timer);
        resolve(rt);
      },
    });
  });
}

/** An admin's client (an ADMIN's token stored) and a visitor's, made before the file's tests, disposed after. */
export function setupClients(server: () => { t: TestServer; base: string }) {
  let clients: { admin: ShopClient; visitor: ShopClient } | undefined;
  beforeAll(async () => {
    const { t, base } = server();
    const storage = memoryStorage();
    storage.setItem(TOKEN_KEY, (await t.userToken({ role: 'ADMIN' })).token);
    clients = {
      admin: createShopClient({ baseUrl: base, storage }),
      visitor: createShopClient({ baseUrl: base, storage: memoryStorage() }),
    };
  });
  afterAll(() => {
    clients?.admin.http.dispose();
    clients?.visitor.http.dispose();
  });
  return () => {
    if (!clients) throw new Error('clients not made');
    return clients;
  };
}
