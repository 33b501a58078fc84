/** The realtime client against the real server's /api/ws: server events update open views' caches. */
import type { AnyVariables, TypedDocumentNode } from '@urql/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pipe, subscribe } from 'wonka';
import WebSocket from 'ws';
import { createShopClient, memoryStorage, type ShopClient, TOKEN_KEY } from '../../src/api/client';
import { MessagesQuery } from '../../src/api/documents/admin';
import { PublicFrameQuery, PublicFramesQuery } from '../../src/api/documents/storefront';
import { connectRealtime } from '../../src/api/realtime';
import { startTestServer, type TestServer } from './helper';

let t: TestServer;
let base: string;
let token: string;

beforeAll(async () => {
  t = await startTestServer();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}/api`;
  token = (await t.userToken({ role: 'ADMIN' })).token;
});
afterAll(async () => t?.close());

function watch<D, V extends AnyVariables>(client: ShopClient, doc: TypedDocumentNode<D, V>, vars: V) {
  let latest: D | undefined;
  let stale = true;
  const sub = pipe(
    client.query(doc, vars),
    subscribe((r) => {
      latest = r.data as D | undefined;
      stale = r.stale;
    }),
  );
  return {
    stop: () => sub.unsubscribe(),
    async until(pred: (d: D) => boolean, ms = 5000) {
      const end = Date.now() + ms;
      while (Date.now() < end) {
        if (latest && !stale && pred(latest)) return latest;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`timed out; last: ${JSON.stringify(latest)?.slice(0, 300)}`);
    },
  };
}

const ready = (statuses: string[], wanted: string) =>
  new Promise<void>((resolve, reject) => {
    const end = Date.now() + 5000;
    const tick = () =>
      statuses.includes(wanted)
        ? resolve()
        : Date.now() > end
          ? reject(new Error(wanted))
          : setTimeout(tick, 20);
    tick();
  });

/** A frame created through the API, in stock. */
async function newFrame(name: string) {
  const created = await t.call('POST', '/api/frames', {
    token,
    body: { name, description: 'd', originalPrice: 100, currentPrice: 90 },
  });
  return created.json.data.id as number;
}

/** Opens the client's realtime subscription and waits for the socket to reach `wanted`. */
async function live(client: ShopClient, wanted: 'open' | 'auth.ok', admin = wanted === 'auth.ok') {
  const statuses: string[] = [];
  const rt = connectRealtime(client, {
    admin,
    baseUrl: base,
    WebSocket: WebSocket as never,
    onStatus: (s) => statuses.push(s),
  });
  await ready(statuses, wanted);
  return rt;
}

const contact = (name: string, email: string) =>
  t.call('POST', '/api/public/contact', {
    body: { name, email, phone: '0712345678', subject: 'Hi', message: 'Price?' },
  });

function adminClient() {
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, token);
  return createShopClient({ baseUrl: base, storage });
}

describe('realtime client', () => {
  it('a frame sold out in the admin shows Sold Out on an open storefront without reload', async () => {
    const id = await newFrame('Live Frame');
    const shop = createShopClient({ baseUrl: base, storage: memoryStorage() });
    const rt = await live(shop, 'open');
    const detail = watch(shop, PublicFrameQuery, { id });
    const list = watch(shop, PublicFramesQuery, { limit: 50 });
    await detail.until((d) => d.publicFrame?.status === 'IN_STOCK');
    await list.until((d) => d.publicFrames.data.some((f) => f.id === id));

    const sold = await t.call('PUT', `/api/frames/${id}/status`, { token, body: { status: 'OUT_OF_STOCK' } });
    expect(sold.statusCode).toBe(200);
    await detail.until((d) => d.publicFrame?.status === 'OUT_OF_STOCK' && d.publicFrame.inStock === false);
    await list.until((d) => d.publicFrames.data.find((f) => f.id === id)?.inStock === false);

    await t.call('DELETE', `/api/frames/${id}`, { token });
    await list.until((d) => !d.publicFrames.data.some((f) => f.id === id));
    detail.stop();
    list.stop();
    rt.close();
    shop.http.dispose();
  });

  it('a change made after the catalogue was fetched but before the socket first opened shows once it opens', async () => {
    const id = await newFrame('Early Frame');
    const shop = createShopClient({ baseUrl: base, storage: memoryStorage() });
    const list = watch(shop, PublicFramesQuery, { limit: 50 });
    await list.until((d) => d.publicFrames.data.find((f) => f.id === id)?.inStock === true);

    // The storefront opens its socket only after the splash and an idle moment: this change sends it no event.
    const sold = await t.call('PUT', `/api/frames/${id}/status`, { token, body: { status: 'OUT_OF_STOCK' } });
    expect(sold.statusCode).toBe(200);
    const rt = await live(shop, 'open');
    await list.until((d) => d.publicFrames.data.find((f) => f.id === id)?.inStock === false);
    list.stop();
    rt.close();
    shop.http.dispose();
    await t.call('DELETE', `/api/frames/${id}`, { token });
  });

  it('a new contact message appears in an open admin inbox', async () => {
    const admin = adminClient();
    const rt = await live(admin, 'auth.ok');
    const inbox = watch(admin, MessagesQuery, { sortBy: 'createdAt', sortOrder: 'desc' });
    await inbox.until(() => true);
    const sent = await contact('Otieno', 'otieno@example.com');
    expect(sent.statusCode).toBeLessThan(300);
    await inbox.until((d) => d.messages.data.some((m) => m.email === 'otieno@example.com'));
    inbox.stop();
    rt.close();
    admin.http.dispose();
  });

  it('a message sent before the admin socket was authenticated shows once it is', async () => {
    const admin = adminClient();
    const inbox = watch(admin, MessagesQuery, { sortBy: 'createdAt', sortOrder: 'desc' });
    await inbox.until(() => true);
    expect((await contact('Akinyi', 'akinyi@example.com')).statusCode).toBeLessThan(300);
    const rt = await live(admin, 'auth.ok');
    await inbox.until((d) => d.messages.data.some((m) => m.email === 'akinyi@example.com'));
    inbox.stop();
    rt.close();
    admin.http.dispose();
  });
});
