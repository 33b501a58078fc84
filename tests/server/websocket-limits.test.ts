/**
 * WebSockets are capped per address and in all (docs/security.md): one address once held every WebSocket up to
 * the open-file limit, and pictures then failed with EMFILE. A socket past a cap is closed at once with a
 * close code that says why (4429: your address; 1013: the server).
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { loadConfig, openFileLimit } from '../../server/config';
import { startTestServer, type TestServer } from './helper';

let server: TestServer;
let url: string;

beforeAll(async () => {
  server = await startTestServer({ wsMaxPerAddress: 2, wsMaxTotal: 3, trustProxy: true });
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(server.app.server.address() as AddressInfo).port}/api/ws`;
}, 60_000);
afterAll(async () => {
  await server?.close();
});

type Outcome = { socket: WebSocket; greeted: true } | { code: number; reason: string };

/** Opens a socket from `address` (X-Forwarded-For, behind a trusted proxy): greeted, or closed at once. */
const connect = (address: string) =>
  new Promise<Outcome>((resolve, reject) => {
    const socket = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
    socket.once('message', () => resolve({ socket, greeted: true }));
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
    socket.once('error', reject);
  });

const socketOf = (outcome: Outcome) => {
  if (!('socket' in outcome)) throw new Error(`refused: ${outcome.code}`);
  return outcome.socket;
};

/** Resolves once the server counts `n` open sockets. */
const untilOpen = (n: number) =>
  new Promise<void>((resolve) => {
    const check = () =>
      server.app.services.realtime.counts().totalConnections === n ? resolve() : setImmediate(check);
    check();
  });

describe('WebSocket caps', () => {
  it('closes a socket past the per-address cap with 4429, and past the total with 1013', async () => {
    const first = socketOf(await connect('10.0.0.1'));
    socketOf(await connect('10.0.0.1'));
    expect(await connect('10.0.0.1')).toEqual({
      code: 4429,
      reason: 'Too many live connections from your address',
    });
    // Another address still gets in, up to the total.
    socketOf(await connect('10.0.0.2'));
    expect(await connect('10.0.0.3')).toEqual({
      code: 1013,
      reason: 'Server busy: too many live connections, try again later',
    });
    // A socket that closes frees its place.
    first.close();
    await untilOpen(2);
    socketOf(await connect('10.0.0.1'));
    // Pictures and the API answer meanwhile.
    expect((await server.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('defaults: 200 per address; in all, half the open-file limit (configurable, never above it)', () => {
    const config = loadConfig({ DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(40) });
    expect(config.wsMaxPerAddress).toBe(200);
    expect(config.wsMaxTotal).toBe(Math.max(16, Math.floor(openFileLimit() / 2)));
    expect(config.wsMaxTotal).toBeLessThan(openFileLimit());
    const asked = loadConfig({
      DATA_DIR: server.config.dataDir,
      JWT_SECRET: 'x'.repeat(40),
      WS_MAX_TOTAL: '99999999',
    });
    expect(asked.wsMaxTotal).toBeLessThan(openFileLimit());
    expect(
      loadConfig({ DATA_DIR: server.config.dataDir, JWT_SECRET: 'x'.repeat(40), WS_MAX_PER_ADDRESS: '5' })
        .wsMaxPerAddress,
    ).toBe(5);
  });
});
