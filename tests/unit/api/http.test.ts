import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiBase, assetSrcset, assetUrl } from '../../../src/api/assets';
import { createHttp } from '../../../src/api/http';

type Answer = Response | Error | (() => Response | Promise<Response>);

/** A fetch that answers from a script and records every attempt. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const a = answers.length > 1 ? answers.shift()! : answers[0]!;
    if (a instanceof Error) throw a;
    return typeof a === 'function' ? a() : a.clone();
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

const make = (f: ReturnType<typeof fakeFetch>, token: string | null = 'tok') =>
  createHttp({ baseUrl: 'http://api.test/api', fetch: f.fetch, getToken: () => token, xhr: null });

describe('addresses', () => {
  it('uses VITE_API_URL, else localhost:5000 in development, else the serving origin', () => {
    expect(apiBase({ VITE_API_URL: 'https://shop.example/api/' })).toBe('https://shop.example/api');
    expect(apiBase({ DEV: true }, 'http://localhost:5173')).toBe('http://localhost:5000/api');
    expect(apiBase({}, 'https://frames.example')).toBe('https://frames.example/api');
  });
  it('prefixes relative asset paths with the API address minus /api; keeps http(s)', () => {
    expect(assetUrl('/uploads/a.webp', 'https://shop.example/api')).toBe(
      'https://shop.example/uploads/a.webp',
    );
    expect(assetUrl('uploads/a.webp', 'http://localhost:5000/api')).toBe(
      'http://localhost:5000/uploads/a.webp',
    );
    expect(assetUrl('https://cdn.example/x.png', 'http://localhost:5000/api')).toBe(
      'https://cdn.example/x.png',
    );
    expect(assetUrl('http://cdn.example/x.png')).toBe('http://cdn.example/x.png');
  });
  it("links the page's own origin's assets by their path, whatever address the page was reached by", () => {
    // The server renders at PUBLIC_URL (its origin and API): the picture must load at 127.0.0.1 or a LAN address too.
    expect(assetUrl('/uploads/a.webp', 'http://localhost:5000/api', 'http://localhost:5000')).toBe(
      '/uploads/a.webp',
    );
    expect(assetUrl('uploads/a.webp', 'https://frames.example/api', 'https://frames.example/')).toBe(
      '/uploads/a.webp',
    );
    expect(
      assetSrcset(
        '/uploads/a-480.webp 480w, /uploads/a-960.webp 960w',
        'http://10.0.0.5:5000/api',
        'http://10.0.0.5:5000',
      ),
    ).toBe('/uploads/a-480.webp 480w, /uploads/a-960.webp 960w');
    // A backend on another origin (VITE_API_URL) keeps absolute addresses.
    expect(assetUrl('/uploads/a.webp', 'https://api.frames.example/api', 'https://frames.example')).toBe(
      'https://api.frames.example/uploads/a.webp',
    );
  });
});

describe('http', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the bearer only on admin calls', async () => {
    const f = fakeFetch(json({ success: true, data: 1 }));
    const http = make(f);
    await http.run('/public/frames');
    await http.run('/frames', { admin: true });
    expect(new Headers(f.calls[0]!.init.headers).get('authorization')).toBeNull();
    expect(new Headers(f.calls[1]!.init.headers).get('authorization')).toBe('Bearer tok');
    expect(f.calls[0]!.url).toBe('http://api.test/api/public/frames');
    http.dispose();
  });

  it("sends If-Match when given and hands back the answer's ETag, also from a 304", async () => {
    const f = fakeFetch(
      json({ success: true, data: { version: 3 } }, 200, { etag: '"3-abc"' }),
      json({ success: true, data: [] }, 200, { etag: '"order-x"' }),
      new Response(null, { status: 304 }),
      json({ success: false, message: 'This frame was changed by someone else' }, 412),
    );
    const http = make(f);
    const saved = await http.run('/frames/1', { method: 'PUT', body: {}, admin: true, ifMatch: '"2"' });
    expect(new Headers(f.calls[0]!.init.headers).get('if-match')).toBe('"2"');
    expect(saved.etag).toBe('"3-abc"');
    expect((await http.run('/frames/display-order', { admin: true })).etag).toBe('"order-x"');
    expect((await http.run('/frames/display-order', { admin: true })).etag).toBe('"order-x"');
    expect(new Headers(f.calls[2]!.init.headers).get('if-none-match')).toBe('"order-x"');
    await expect(
      http.run('/frames/1', { method: 'PUT', body: {}, admin: true, ifMatch: '"2"' }),
    ).rejects.toMatchObject({ status: 412 });
    expect(new Headers(f.calls[1]!.init.headers).get('if-match')).toBeNull();
    http.dispose();
  });

  it('omits empty query parameters', async () => {
    const f = fakeFetch(json({ success: true, data: [] }));
    const http = make(f);
    await http.run('/frames', { query: { page: 1, search: '', status: undefined, limit: 20 } });
    expect(f.calls[0]!.url).toBe('http://api.test/api/frames?page=1&limit=20');
    http.dispose();
  });

  it('refuses a string body that is not JSON, without calling', async () => {
    const f = fakeFetch(json({ success: true }));
    const http = make(f);
    await expect(http.run('/public/contact', { method: 'POST', body: '{oops' })).rejects.toMatchObject({
      message: 'Invalid JSON in request body',
    });
    expect(f.calls).toHaveLength(0);
    await http.run('/public/contact', { method: 'POST', body: '{"a":1}' });
    expect(f.calls[0]!.init.body).toBe('{"a":1}');
    http.dispose();
  });

  it('errors: the body message, else HTTP error! status: N, an unreadable body Network error', async () => {
    const http = make(
      fakeFetch(
        json({ success: false, message: 'Frame not found' }, 404),
        json({ success: false }, 400),
        new Response('<html>', { status: 400 }),
      ),
    );
    await expect(http.run('/frames/9', { method: 'POST' })).rejects.toMatchObject({
      message: 'Frame not found',
    });
    await expect(http.run('/frames/9', { method: 'POST' })).rejects.toMatchObject({
      message: 'HTTP error! status: 400',
    });
    await expect(http.run('/frames/9', { method: 'POST' })).rejects.toMatchObject({
      message: 'Network error',
    });
    http.dispose();
  });

  it('retries idempotent calls 3 times, 1 s, 2 s, 4 s apart; never a POST, never a 4xx', async () => {
    const f = fakeFetch(new TypeError('fetch failed'));
    const http = make(f);
    const done = http.run('/frames').catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(f.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2000);
    expect(f.calls).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(4000);
    expect(f.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(f.calls).toHaveLength(4);
    expect(await done).toMatchObject({ message: 'Network error' });

    const post = fakeFetch(new TypeError('fetch failed'));
    const http2 = make(post);
    const p = http2.run('/frames', { method: 'POST', body: {} }).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await p).toMatchObject({ message: 'Network error' });
    expect(post.calls).toHaveLength(1);

    const notFound = fakeFetch(json({ success: false, message: 'Frame not found' }, 404));
    const http3 = make(notFound);
    const q = http3.run('/frames/1').catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await q).toMatchObject({ message: 'Frame not found' });
    expect(notFound.calls).toHaveLength(1);
    for (const h of [http, http2, http3]) h.dispose();
  });

  it('caps the back-off at 30 s', async () => {
    const f = fakeFetch(json({ success: false }, 503));
    const http = createHttp({ baseUrl: 'http://x/api', fetch: f.fetch, retries: 7, xhr: null });
    const done = http.run('/frames').catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 8000 + 16_000);
    expect(f.calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(f.calls).toHaveLength(6);
    await vi.advanceTimersByTimeAsync(1);
    expect(f.calls).toHaveLength(7);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await done).toMatchObject({ message: 'HTTP error! status: 503' });
    http.dispose();
  });

  it('revalidates cached GETs with the ETag; a 304 gives the cached data; entries expire after 5 minutes', async () => {
    const f = fakeFetch(
      json({ success: true, data: ['a'] }, 200, { etag: 'W/"1"' }),
      new Response(null, { status: 304 }),
      json({ success: true, data: ['b'] }, 200, { etag: 'W/"2"' }),
    );
    const http = make(f);
    expect((await http.run('/public/marquee')).data).toEqual(['a']);
    expect((await http.run('/public/marquee')).data).toEqual(['a']);
    expect(new Headers(f.calls[1]!.init.headers).get('if-none-match')).toBe('W/"1"');
    expect(http.cacheSize()).toBe(1);
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(http.cacheSize()).toBe(0);
    expect((await http.run('/public/marquee')).data).toEqual(['b']);
    expect(new Headers(f.calls[2]!.init.headers).get('if-none-match')).toBeNull();
    http.dispose();
  });

  it('keys the cache by path and options and clears it by path substring', async () => {
    const f = fakeFetch(json({ success: true, data: [] }, 200, { etag: '"x"' }));
    const http = make(f);
    await http.run('/public/marquee');
    await http.run('/marquee', { admin: true });
    await http.run('/frames', { query: { page: 2 }, admin: true });
    expect(http.cacheSize()).toBe(3);
    http.clearCache('marquee');
    expect(http.cacheSize()).toBe(1);
    http.dispose();
  });

  it('metrics without a status: Invalid response format', async () => {
    const http = make(fakeFetch(json({ success: true, data: { uptime: 1 } })));
    await expect(http.run('/metrics', { admin: true, requires: 'status' })).rejects.toMatchObject({
      message: 'Invalid response format',
    });
    http.dispose();
  });

  it('an upload still unanswered after 120 s is aborted with the spec text', async () => {
    let aborted = false;
    const f = {
      fetch: ((_u: string, init: RequestInit) =>
        new Promise<Response>((_, reject) => {
          init.signal?.addEventListener('abort', () => {
            aborted = true;
            reject(new Error('aborted'));
          });
        })) as unknown as typeof fetch,
    };
    const http = createHttp({ baseUrl: 'http://x/api', fetch: f.fetch, xhr: null });
    const done = http
      .run('/frames/1/images', { method: 'POST', files: { field: 'images', files: [new Blob(['x'])] } })
      .catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toMatchObject({ message: 'Upload timeout - please try again with smaller images' });
    expect(aborted).toBe(true);
    http.dispose();
  });
});

describe('admin calls refused for their session', () => {
  it('reports a 401 and a suspended 403 of a call that sent a token; not other failures, not public calls', async () => {
    const f = fakeFetch(
      json({ success: false, message: 'Token expired' }, 401),
      json({ success: false, message: 'Account suspended' }, 403),
      json({ success: false, message: 'Super admin only' }, 403),
      json({ success: false, message: 'Invalid email or password' }, 401),
    );
    const http = make(f);
    const heard: unknown[] = [];
    const stop = http.onAuthFailure((failure) => heard.push(failure));
    await expect(http.run('/frames', { admin: true })).rejects.toThrow('Token expired');
    await expect(http.run('/frames', { admin: true })).rejects.toThrow('Account suspended');
    await expect(http.run('/users', { admin: true })).rejects.toThrow('Super admin only');
    await expect(http.run('/auth/login', { method: 'POST', body: {} })).rejects.toThrow('Invalid email');
    expect(heard).toEqual([
      { status: 401, message: 'Token expired', suspended: false },
      { status: 403, message: 'Account suspended', suspended: true },
    ]);
    stop();
    http.dispose();
  });

  it('says nothing when no token was sent', async () => {
    const f = fakeFetch(json({ success: false, message: 'No token' }, 401));
    const http = make(f, null);
    const heard: unknown[] = [];
    http.onAuthFailure((failure) => heard.push(failure));
    await expect(http.run('/frames', { admin: true })).rejects.toThrow('No token');
    expect(heard).toEqual([]);
    http.dispose();
  });
});
