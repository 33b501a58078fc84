/** The realtime client against the real server's /api/ws: server events update open views' caches. */
import { beforeAll, describe, expect, it } from 'vitest';
import { createShopClient, memoryStorage, type ShopClient, TOKEN_KEY } from '../../src/api/client';
import { MessagesQuery } from '../../src/api/documents/admin';
import { PublicFrameQuery, PublicFramesQuery } from '../../src/api/documents/storefront';
import { connectedRealtime, setupListeningServer, watch } from './graphClient';

const server = setupListeningServer();
const t = () => server().t;
let token = '';
beforeAll(async () => {
  token = (await t().userToken({ role: 'ADMIN' })).token;
});

/** A frame created through the API, in stock. */
async function newFrame(name: string) {
  const created = await t().call('POST', '/api/frames', {
    token,
    body: { name, description: 'd', originalPrice: 100, currentPrice: 90 },
  });
  return created.json.data.id as number;
}

/** Opens the client's realtime subscription and waits for the socket to reach `wanted`. */
const live = (client: ShopClient, wanted: 'open' | 'auth.ok') =>
  connectedRealtime(client, server().base, wanted);

const contact = (name: string, email: string) =>
  t().call('POST', '/api/public/contact', {
    body: { name, email, phone: '0712345678', subject: 'Hi', message: 'Price?' },
  });

function adminClient() {
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, token);
  return createShopClient({ baseUrl: server().base, storage });
}

describe('realtime client', () => {
  it('a frame sold out in the admin shows Sold Out on an open storefront without reload', async () => {
    const id = await newFrame('Live Frame');
    const shop = createShopClient({ baseUrl: server().base, storage: memoryStorage() });
    const rt = await live(shop, 'open');
    const detail = watch(shop, PublicFrameQuery, { id });
    const list = watch(shop, PublicFramesQuery, { limit: 50 });
    await detail.until((d) => d.publicFrame?.status === 'IN_STOCK');
    await list.until((d) => d.publicFrames.data.some((f) => f.id === id));

    const sold = await t().call('PUT', `/api/frames/${id}/status`, {
      token,
      body: { status: 'OUT_OF_STOCK' },
    });
    expect(sold.statusCode).toBe(200);
    await detail.until((d) => d.publicFrame?.status === 'OUT_OF_STOCK' && d.publicFrame.inStock === false);
    await list.until((d) => d.publicFrames.data.find((f) => f.id === id)?.inStock === false);

    await t().call('DELETE', `/api/frames/${id}`, { token });
    await list.until((d) => !d.publicFrames.data.some((f) => f.id === id));
    detail.stop();
    list.stop();
    rt.close();
    shop.http.dispose();
  });

  it('a change made after the catalogue was fetched but before the socket first opened shows once it opens', async () => {
    const id = await newFrame('Early Frame');
    const shop = createShopClient({ baseUrl: server().base, storage: memoryStorage() });
    const list = watch(shop, PublicFramesQuery, { limit: 50 });
    await list.until((d) => d.publicFrames.data.find((f) => f.id === id)?.inStock === true);

    // The storefront opens its socket only after the splash and an idle moment: this change sends it no event.
    const sold = await t().call('PUT', `/api/frames/${id}/status`, {
      token,
      body: { status: 'OUT_OF_STOCK' },
    });
    expect(sold.statusCode).toBe(200);
    const rt = await live(shop, 'open');
    await list.until((d) => d.publicFrames.data.find((f) => f.id === id)?.inStock === false);
    list.stop();
    rt.close();
    shop.http.dispose();
    await t().call('DELETE', `/api/frames/${id}`, { token });
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
