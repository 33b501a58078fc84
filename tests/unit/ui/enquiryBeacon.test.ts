import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopClient, memoryStorage } from '../../../src/api/client';

const calls: { url: string; init: RequestInit }[] = [];
let answer: () => Promise<Response> = async () =>
  new Response(JSON.stringify({ success: true }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  });
const fetchStub = vi.fn(async (url: string | URL | Request, init: RequestInit = {}) => {
  calls.push({ url: String(url), init });
  return answer();
});

// The storefront's client, as loaded by main.tsx, over a scripted fetch.
vi.mock('../../../src/api/lazyClient', () => {
  const storage = memoryStorage();
  storage.setItem('adminToken', 'a-token-that-must-not-be-sent');
  const client = createShopClient({
    baseUrl: 'http://shop.test/api',
    fetch: fetchStub as unknown as typeof fetch,
    xhr: null,
    storage,
  });
  return { loadShopClient: async () => ({ client }) };
});

const { recordEnquiry } = await import('../../../src/ui/enquiry');

const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  calls.length = 0;
  vi.unstubAllGlobals();
});

describe('recordEnquiry (the storefront beacon)', () => {
  it('posts {frameId, kind} to /public/enquiries through the graph client, without a token or credentials', async () => {
    vi.stubGlobal('location', { pathname: '/frame/7' });
    recordEnquiry(7, 'chat');
    await settle();
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call!.url).toBe('http://shop.test/api/public/enquiries');
    expect(call!.init.method).toBe('POST');
    expect(JSON.parse(String(call!.init.body))).toEqual({ frameId: 7, kind: 'chat' });
    expect(new Headers(call!.init.headers).get('authorization')).toBeNull();
    recordEnquiry(7, 'email');
    await settle();
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ frameId: 7, kind: 'email' });
  });

  it('returns at once and swallows a failure (never retried: one click, one count at most)', async () => {
    vi.stubGlobal('location', { pathname: '/' });
    answer = async () => {
      throw new TypeError('offline');
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(recordEnquiry(3, 'chat')).toBeUndefined();
    await settle();
    process.off('unhandledRejection', unhandled);
    expect(calls).toHaveLength(1);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("does not count clicks in the admin's preview card", async () => {
    vi.stubGlobal('location', { pathname: '/admin/frames/new' });
    recordEnquiry(3, 'chat');
    await settle();
    expect(calls).toEqual([]);
  });
});
