/**
 * The http layer's Idempotency-Key (src/api/idempotencyKeys.ts): every POST carries one, a save sent again
 * after an attempt that got no success carries the same one (so the server answers the first result and
 * creates nothing twice), and a success ends it.
 */
import { describe, expect, it, vi } from 'vitest';
import { createHttp } from '../../../src/api/http';
import { createIdempotencyKeys, KEY_LIFETIME_MS, keyPosts } from '../../../src/api/idempotencyKeys';

type Answer = Response | Error;

/** A fetch that answers from a script and records the Idempotency-Key of every attempt. */
function fakeFetch(...answers: Answer[]) {
  const keys: (string | null)[] = [];
  const fetch = vi.fn(async (_url: string | URL | Request, init: RequestInit = {}) => {
    keys.push(new Headers(init.headers).get('idempotency-key'));
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (a instanceof Error) throw a;
    return a.clone();
  }) as unknown as typeof globalThis.fetch;
  return { fetch, keys };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const created = () => json({ success: true, data: { id: 1 } }, 201);

/** The back-office's http layer: it is given its keys (src/admin/session/SessionProvider.tsx). */
const make = (f: ReturnType<typeof fakeFetch>) => {
  const http = createHttp({
    baseUrl: 'http://api.test/api',
    fetch: f.fetch,
    getToken: () => 'tok',
    xhr: null,
  });
  http.giveIdempotencyKeys(keyPosts());
  return http;
};

const label = { name: 'Oak', color: '#112233' };

describe('Idempotency-Key on creates', () => {
  it('a save sent again after no answer (no connection) carries the same key; after its success, a new create gets a new one', async () => {
    const f = fakeFetch(new TypeError('Failed to fetch'), created(), created());
    const http = make(f);
    await expect(http.run('/labels', { method: 'POST', admin: true, body: label })).rejects.toMatchObject({
      _tag: 'NetworkError',
    });
    await http.run('/labels', { method: 'POST', admin: true, body: label });
    await http.run('/labels', { method: 'POST', admin: true, body: label });
    const [first, retry, next] = f.keys;
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
    expect(next).toMatch(/^[0-9a-f]{32}$/);
    expect(next).not.toBe(first);
    http.dispose();
  });

  it('keeps the key through refusals that stored nothing (503, 409 while the first still runs)', async () => {
    const f = fakeFetch(
      json({ success: false, message: 'Service unavailable' }, 503),
      json({ success: false, message: 'A request with this Idempotency-Key is still running' }, 409),
      created(),
    );
    const http = make(f);
    for (let i = 0; i < 2; i++)
      await expect(
        http.run('/frames', { method: 'POST', admin: true, body: { name: 'A' } }),
      ).rejects.toThrow();
    await http.run('/frames', { method: 'POST', admin: true, body: { name: 'A' } });
    expect(new Set(f.keys).size).toBe(1);
    http.dispose();
  });

  it('another body or another address is another save; PUT, DELETE and GET carry no key', async () => {
    const f = fakeFetch(new TypeError('Failed to fetch'), json({ success: true, data: 1 }));
    const http = make(f);
    const post = (path: string, body: unknown) =>
      http.run(path, { method: 'POST', admin: true, body }).catch(() => null);
    await post('/labels', label);
    await post('/labels', { ...label, name: 'Pine' });
    await post('/users', label);
    expect(new Set(f.keys).size).toBe(3);
    await http.run('/labels/1', { method: 'PUT', admin: true, body: label }).catch(() => null);
    await http.run('/labels/1', { method: 'DELETE', admin: true }).catch(() => null);
    await http.run('/labels', { admin: true }).catch(() => null);
    expect(f.keys.slice(3)).toEqual([null, null, null]);
    http.dispose();
  });

  it('an upload sent again with the same files carries the same key; other files, or after a success, a new one', async () => {
    const lost = new TypeError('Failed to fetch');
    const f = fakeFetch(lost, lost, lost, created());
    const http = make(f);
    const files = [new Blob(['a']), new Blob(['b'])];
    const upload = (list: Blob[]) =>
      http.run('/frames/1/images', { method: 'POST', admin: true, files: { field: 'images', files: list } });
    await expect(upload(files)).rejects.toThrow();
    await expect(upload([new Blob(['a']), new Blob(['b'])])).rejects.toThrow();
    await expect(upload(files)).rejects.toThrow();
    await upload(files);
    await upload(files);
    const [first, other, retry, retried, next] = f.keys;
    expect(other).not.toBe(first);
    expect(retry).toBe(first);
    expect(retried).toBe(first);
    expect(next).not.toBe(first);
    http.dispose();
  });

  it('the storefront, given no keys, sends none', async () => {
    const f = fakeFetch(json({ success: true, data: 1 }));
    const http = createHttp({ baseUrl: 'http://api.test/api', fetch: f.fetch, xhr: null });
    await http.run('/public/contact', { method: 'POST', body: { name: 'A' } });
    expect(f.keys).toEqual([null]);
    http.dispose();
  });

  it('a key older than the server keeps it (24 h) is not reused', () => {
    let now = 0;
    const keys = createIdempotencyKeys(() => now);
    const save = keys.saveOf('http://api.test/api/labels', '{}');
    const first = keys.keyFor(save);
    now = KEY_LIFETIME_MS - 1;
    expect(keys.keyFor(save)).toBe(first);
    now = KEY_LIFETIME_MS + 1;
    expect(keys.keyFor(save)).not.toBe(first);
  });
});
