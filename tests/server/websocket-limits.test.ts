/**
 * WebSockets are capped per address and in all (docs/security.md): one address once held every WebSocket up to
 * the open-file limit, and pictures then failed with EMFILE. An upgrade past a cap is refused over HTTP before
 * any WebSocket exists (429: your address; 503: the server), with `Connection: close`, and its connection is
 * closed; before, it was upgraded and sent a close frame, and a client that never answered kept every refused
 * socket open (300 from one address: all open). A socket the server closes is destroyed when its client has
 * not answered the close within 1 s.
 *
 * The raw clients here are TCP sockets (node:net) that send an upgrade request and then never answer
 * anything; "another address" is 127.0.0.2 (Linux routes all of 127/8 to the loopback).
 */
import { randomBytes } from 'node:crypto';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type Config, loadConfig, openFileLimit } from '../../server/config';
import { NOT_A_WEBSOCKET } from '../../server/routes/realtime';
import {
  CLOSE_TIMEOUT_MS,
  type Refusal,
  TOO_MANY_FROM_ADDRESS,
  TOO_MANY_IN_ALL,
} from '../../server/services/realtime.service';
import { startTestServer, type TestServer } from './helper';

const portOf = (server: TestServer) => (server.app.server.address() as AddressInfo).port;

/** The TCP connections the server holds open. */
const connectionsOf = (server: TestServer) =>
  new Promise<number>((resolve, reject) =>
    server.app.server.getConnections((error, n) => (error ? reject(error) : resolve(n))),
  );

/** Resolves once `check` holds (re-checked every 10 ms), or fails naming `what`. */
async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** A raw client: one upgrade request to /api/ws, then silence (it never answers a ping or a close). */
interface RawClient {
  socket: Socket;
  /** The server's answer to the upgrade: its status line and headers, and a refusal's body. */
  answer: Promise<Answer>;
  /** Resolves when the connection is closed (by the server: the client never closes it). */
  closed: Promise<void>;
  /** The bytes received after the answer's head (WebSocket frames, for an upgraded one). */
  frames(): Buffer;
  isOpen(): boolean;
}

function rawUpgrade(port: number, localAddress = '127.0.0.1'): RawClient {
  const socket = connect({ host: '127.0.0.1', port, localAddress });
  let received = Buffer.alloc(0);
  let head: { status: number; headers: Record<string, string>; end: number } | undefined;
  let open = true;
  let settle: (answer: Answer) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const answer = new Promise<Answer>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  // A client cut before its answer (the churn test) is awaited by nobody.
  answer.catch(() => {});
  const tryAnswer = (ended: boolean) => {
    if (!head) {
      const end = received.indexOf('\r\n\r\n');
      if (end < 0) {
        if (ended) fail(new Error(`closed before an answer: ${received.toString('latin1')}`));
        return;
      }
      const [statusLine = '', ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      head = { status: Number(statusLine.split(' ')[1]), headers, end: end + 4 };
    }
    const body = received.subarray(head.end);
    const length = Number(head.headers['content-length'] ?? 0);
    if (head.status === 101 || body.length >= length || ended)
      settle({ status: head.status, headers: head.headers, body: body.toString('utf8') });
  };
  socket.on('data', (chunk) => {
    received = Buffer.concat([received, chunk]);
    tryAnswer(false);
  });
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) => {
    socket.on('close', () => {
      open = false;
      tryAnswer(true);
      resolve();
    });
  });
  socket.write(
    'GET /api/ws HTTP/1.1\r\n' +
      `Host: 127.0.0.1:${port}\r\n` +
      'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\n' +
      `Sec-WebSocket-Key: ${randomBytes(16).toString('base64')}\r\n\r\n`,
  );
  return {
    socket,
    answer,
    closed,
    frames: () => (head ? received.subarray(head.end) : Buffer.alloc(0)),
    isOpen: () => open,
  };
}

/** What a refused upgrade must look like: the status, `Connection: close`, Retry-After and the envelope. */
function expectRefused(answer: Answer, refusal: Refusal) {
  expect(answer.status).toBe(refusal.status);
  expect(answer.headers.connection).toBe('close');
  expect(answer.headers['retry-after']).toBe(String(refusal.retryAfter));
  expect(JSON.parse(answer.body)).toEqual({ success: false, message: refusal.message });
}

/** A close frame (opcode 8) from the server carrying `code`, among the frames received. */
function hasCloseFrame(frames: Buffer, code: number) {
  let at = 0;
  while (at + 2 <= frames.length) {
    const opcode = (frames[at] ?? 0) & 0x0f;
    let length = (frames[at + 1] ?? 0) & 0x7f;
    let start = at + 2;
    if (length === 126) {
      length = frames.readUInt16BE(at + 2);
      start += 2;
    }
    if (opcode === 8 && frames.readUInt16BE(start) === code) return true;
    at = start + length;
  }
  return false;
}

/**
 * A server of the describe block, listening on 127.0.0.1 with `overrides`, and the raw clients its tests
 * open (cut when the block ends). A test that closes the server itself sets `server` to undefined.
 */
function setupListening(overrides: Partial<Config>) {
  const block: { server: TestServer | undefined; clients: RawClient[] } = { server: undefined, clients: [] };
  beforeAll(async () => {
    block.server = await startTestServer(overrides);
    await block.server.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(async () => {
    for (const client of block.clients) client.socket.destroy();
    await block.server?.close();
  });
  const serverOf = () => {
    if (!block.server) throw new Error('the server is closed');
    return block.server;
  };
  /** A raw client from `localAddress`, cut when the block ends. */
  const raw = (localAddress?: string) => {
    const client = rawUpgrade(portOf(serverOf()), localAddress);
    block.clients.push(client);
    return client;
  };
  return { block, serverOf, raw };
}

describe('WebSocket caps, behind a trusted proxy (the forwarded address counts)', () => {
  const { serverOf } = setupListening({ wsMaxPerAddress: 2, wsMaxTotal: 3, trustProxy: true });
  let server: TestServer;
  let url: string;
  beforeAll(() => {
    server = serverOf();
    url = `ws://127.0.0.1:${portOf(server)}/api/ws`;
  });

  type Outcome = { socket: WebSocket; greeted: true } | Answer;

  /** Opens a socket from `address` (X-Forwarded-For): greeted, or refused over HTTP before any WebSocket. */
  const open = (address: string) =>
    new Promise<Outcome>((resolve, reject) => {
      const socket = new WebSocket(url, { headers: { 'x-forwarded-for': address } });
      socket.once('message', () => resolve({ socket, greeted: true }));
      socket.once('unexpected-response', (_request, response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers as Record<string, string>,
            body,
          }),
        );
      });
      socket.once('error', reject);
    });

  const socketOf = (outcome: Outcome) => {
    if (!('socket' in outcome)) throw new Error(`refused: ${outcome.status}`);
    return outcome.socket;
  };

  it('refuses an upgrade past the per-address cap with 429, past the total with 503, before any WebSocket', async () => {
    const first = socketOf(await open('10.0.0.1'));
    socketOf(await open('10.0.0.1'));
    expectRefused((await open('10.0.0.1')) as Answer, TOO_MANY_FROM_ADDRESS);
    // Another address still gets in, up to the total.
    socketOf(await open('10.0.0.2'));
    expectRefused((await open('10.0.0.3')) as Answer, TOO_MANY_IN_ALL);
    // No WebSocket was made for a refused upgrade, and no connection is kept for one.
    expect(server.app.websocketServer.clients.size).toBe(3);
    await until(async () => (await connectionsOf(server)) === 3, 'the refused connections closed');
    // A socket that closes frees its place.
    first.close();
    await until(() => server.app.services.realtime.held('10.0.0.1') === 1, 'the place freed');
    socketOf(await open('10.0.0.1'));
    // Pictures and the API answer meanwhile.
    expect((await server.call('GET', '/api/health')).statusCode).toBe(200);
  });

  it('answers a plain GET (no upgrade) with the envelope', async () => {
    const res = await server.call('GET', '/api/ws');
    expect(res.statusCode).toBe(426);
    expect(res.json).toEqual({ success: false, message: NOT_A_WEBSOCKET });
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

describe('raw clients that never answer (cap of 20 per address)', () => {
  const { serverOf, raw } = setupListening({ wsMaxPerAddress: 20, wsMaxTotal: 100 });
  let server: TestServer;
  beforeAll(() => {
    server = serverOf();
  });
  const held = (address?: string) => server.app.services.realtime.held(address);

  it('30 upgrades from one address: 10 refused with 429 and closed, at most 20 open after 1 s; another address connects', async () => {
    const burst = Array.from({ length: 30 }, () => raw());
    const answers = await Promise.all(burst.map((client) => client.answer));
    expect(answers.filter((answer) => answer.status === 101)).toHaveLength(20);
    const refused = answers.filter((answer) => answer.status !== 101);
    expect(refused).toHaveLength(10);
    for (const answer of refused) expectRefused(answer, TOO_MANY_FROM_ADDRESS);

    await sleep(1_000);
    expect(burst.filter((client) => client.isOpen())).toHaveLength(20);
    expect(await connectionsOf(server)).toBe(20);
    expect(held('127.0.0.1')).toBe(20);
    expect(server.app.services.realtime.counts().totalConnections).toBe(20);

    const other = raw('127.0.0.2');
    expect((await other.answer).status).toBe(101);
    expect(held('127.0.0.2')).toBe(1);

    // Every place comes back when the connections end, however they end.
    for (const client of [...burst, other]) client.socket.destroy();
    await until(() => held() === 0, 'every place given back');
    expect(server.app.services.realtime.counts().totalConnections).toBe(0);
  });

  it('a client that never answers the server close is destroyed after 1 s', async () => {
    const before = new Set(server.app.websocketServer.clients);
    const client = raw('127.0.0.3');
    expect((await client.answer).status).toBe(101);
    await until(() => server.app.websocketServer.clients.size > before.size, 'the WebSocket');
    const socket = [...server.app.websocketServer.clients].find((ws) => !before.has(ws));
    const started = Date.now();
    socket?.close(4000, 'Closed by the server');
    await client.closed;
    const took = Date.now() - started;
    expect(hasCloseFrame(client.frames(), 4000)).toBe(true);
    // It waited for the answer that never came, then let go (ws's default waits 30 s).
    expect(took).toBeGreaterThanOrEqual(CLOSE_TIMEOUT_MS - 50);
    expect(took).toBeLessThan(CLOSE_TIMEOUT_MS + 1_500);
    await until(() => held('127.0.0.3') === 0, 'its place given back');
  });

  it('keeps the count exact under churn: upgrades that fail, end abruptly or close cleanly give their place back', async () => {
    const port = portOf(server);
    for (let round = 0; round < 3; round += 1) {
      const batch = Array.from({ length: 20 }, () => raw());
      const answers = await Promise.all(batch.map((client) => client.answer));
      expect(answers.every((answer) => answer.status === 101)).toBe(true);
      expect(held('127.0.0.1')).toBe(20);
      // Half cut abruptly, half closed with a close frame of their own (masked, as a client's must be).
      for (const [i, client] of batch.entries()) {
        if (i % 2) client.socket.destroy();
        else client.socket.end(Buffer.from([0x88, 0x82, 0, 0, 0, 0, 0x03, 0xe8]));
      }
      // An upgrade ws refuses (no Sec-WebSocket-Key: 400) and one cut before the answer.
      const keyless = connect({ host: '127.0.0.1', port });
      keyless.on('error', () => {});
      keyless.write(
        `GET /api/ws HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`,
      );
      raw().socket.destroy();
      await until(() => held() === 0, `round ${round}: every place given back`);
      keyless.destroy();
    }
    const last = Array.from({ length: 21 }, () => raw());
    const answers = await Promise.all(last.map((client) => client.answer));
    expect(answers.filter((answer) => answer.status === 101)).toHaveLength(20);
    for (const client of last) client.socket.destroy();
    await until(() => held() === 0, 'every place given back');
  });
});

describe("the issue's numbers: 300 upgrades from one address, cap of 200", () => {
  const { block, serverOf, raw } = setupListening({ wsMaxPerAddress: 200, wsMaxTotal: 1_000 });

  it('at most 200 open after 1 s, the refused got 429 with Connection: close, another address connects', async () => {
    const clients = Array.from({ length: 300 }, () => raw());
    const answers = await Promise.all(clients.map((client) => client.answer));
    const refused = answers.filter((answer) => answer.status !== 101);
    expect(answers.length - refused.length).toBe(200);
    for (const answer of refused) expectRefused(answer, TOO_MANY_FROM_ADDRESS);
    await sleep(1_000);
    const open = clients.filter((client) => client.isOpen()).length;
    const serverSide = await connectionsOf(serverOf());
    console.log(
      `[websocket-limits] 300 upgrades from 127.0.0.1, cap 200: ${answers.length - refused.length} upgraded, ` +
        `${refused.length} refused (429); after 1 s ${open} client sockets open, the server holds ${serverSide}`,
    );
    expect(open).toBeLessThanOrEqual(200);
    expect(serverSide).toBeLessThanOrEqual(200);
    expect((await raw('127.0.0.2').answer).status).toBe(101);
  });

  it('a stop closes the 201 silent sockets with 1001 and lets go of them after 1 s', async () => {
    const open = block.clients.filter((client) => client.isOpen());
    expect(open).toHaveLength(201);
    const started = Date.now();
    const closing = serverOf().close();
    block.server = undefined;
    await Promise.all(open.map((client) => client.closed));
    const took = Date.now() - started;
    await closing;
    console.log(`[websocket-limits] stop with 201 silent sockets: all closed after ${took} ms`);
    expect(open.every((client) => hasCloseFrame(client.frames(), 1001))).toBe(true);
    expect(took).toBeLessThan(CLOSE_TIMEOUT_MS + 2_000);
  });
});
