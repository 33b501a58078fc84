/**
 * The stress tests' client asks again what the server says to (tests/stress/server.ts `patiently`): a 503
 * "briefly unavailable", a 409 for a key still being worked on, and with `anyBusy` every 503; it hands back
 * every other answer, the deadline's refusal of a write among them (the crash test checks its promise).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTHING_SAVED } from './crashLedger';
import { IN_PROGRESS, patiently, UNAVAILABLE } from './server';

/** What the server answers, in order, to the requests of one test; then 201. */
let script: [number, string][] = [];
const keys: (string | undefined)[] = [];
const server = createServer((req, res) => {
  keys.push(req.headers['idempotency-key'] as string | undefined);
  const [status, message] = script.shift() ?? [201, 'made'];
  res.writeHead(status, { 'content-type': 'application/json', 'retry-after': '0' });
  res.end(JSON.stringify({ success: status < 400, message }));
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/frames`;
});
afterAll(() => new Promise((r) => server.close(r)));

const post = { method: 'POST', headers: { 'idempotency-key': 'k-1' }, body: '{}' };

describe('patiently', () => {
  it('sends a write again, with its key, while the answer is "briefly unavailable" or "still being processed"', async () => {
    script = [
      [503, UNAVAILABLE],
      [409, IN_PROGRESS],
      [503, UNAVAILABLE],
    ];
    keys.length = 0;
    const counter = { again: 0 };
    const res = await patiently(url, post, counter);
    expect(res.status).toBe(201);
    expect(counter.again).toBe(3);
    expect(keys).toEqual(['k-1', 'k-1', 'k-1', 'k-1']);
  });

  it('hands back the deadline refusal of a write, and any other answer, body intact', async () => {
    for (const [status, message] of [
      [503, NOTHING_SAVED],
      [409, 'This frame was changed since.'],
      [500, 'Internal server error'],
    ] as const) {
      script = [[status, message]];
      const counter = { again: 0 };
      const res = await patiently(url, post, counter);
      expect(res.status).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
      expect(counter.again).toBe(0);
    }
  });

  it('with anyBusy asks every 503 again (a read), and gives up after 30 asks', async () => {
    script = [
      [503, NOTHING_SAVED],
      [503, UNAVAILABLE],
    ];
    const counter = { again: 0 };
    expect((await patiently(url, {}, counter, true)).status).toBe(201);
    expect(counter.again).toBe(2);
    script = Array.from({ length: 40 }, () => [503, UNAVAILABLE] as [number, string]);
    const tired = { again: 0 };
    expect((await patiently(url, {}, tired, true)).status).toBe(503);
    expect(tired.again).toBe(29);
  });
});
