import { afterEach, describe, expect, it, vi } from 'vitest';
import { createShopClient, memoryStorage } from '../../../src/api/client';

const calls: { url: string; init: RequestInit }[] = [];
const answered = async () =>
  new Response(JSON.stringify({ success: true }), {
    status: 202,
    headers: { 'content-type': 'application/json' },
  });
let answer: () => Promise<Response> = answered;
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

/** Waits until the scripted fetch has been called `n` times in all. */
const calledTimes = (n: number) => vi.waitFor(() => expect(calls).toHaveLength(n));
const bodies = () => calls.map((c) => JSON.parse(String(c.init.body)));

afterEach(() => {
  calls.length = 0;
  answer = answered;
  vi.unstubAllGlobals();
});

describe('recordEnquiry (the storefront beacon)', () => {
  it('posts {frameId, kind} to /public/enquiries through the graph client, without a token or credentials', async () => {
    vi.stubGlobal('location', { pathname: '/frame/7' });
    recordEnquiry(7, 'chat');
    await calledTimes(1);
    const [call] = calls;
    expect(call!.url).toBe('http://shop.test/api/public/enquiries');
    expect(call!.init.method).toBe('POST');
    expect(JSON.parse(String(call!.init.body))).toEqual({ frameId: 7, kind: 'chat' });
    expect(new Headers(call!.init.headers).get('authorization')).toBeNull();
    recordEnquiry(7, 'email');
    await calledTimes(2);
    expect(bodies()[1]).toEqual({ frameId: 7, kind: 'email' });
  });

  it('returns at once and swallows a failure (never retried: one click, one count at most)', async () => {
    vi.stubGlobal('location', { pathname: '/' });
    answer = async () => {
      throw new TypeError('offline');
    };
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    expect(recordEnquiry(3, 'chat')).toBeUndefined();
    await calledTimes(1);
    // A later click that goes through marks the failed one as dealt with: had it been retried, or left a
    // rejection unhandled, that would show before this one's call is seen.
    answer = answered;
    recordEnquiry(4, 'chat');
    await calledTimes(2);
    process.off('unhandledRejection', unhandled);
    expect(bodies()).toEqual([
      { frameId: 3, kind: 'chat' },
      { frameId: 4, kind: 'chat' },
    ]);
    expect(unhandled).not.toHaveBeenCalled();
  });

  it("does not count clicks in the admin's preview card", async () => {
    vi.stubGlobal('location', { pathname: '/admin/frames/new' });
    recordEnquiry(3, 'chat');
    // A click on the storefront after it: its call is the first and only one.
    vi.stubGlobal('location', { pathname: '/frame/4' });
    recordEnquiry(4, 'chat');
    await calledTimes(1);
    expect(bodies()).toEqual([{ frameId: 4, kind: 'chat' }]);
  });
});
