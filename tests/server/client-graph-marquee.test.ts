/**
 * The client data layer against the real server, in the marquee room: a toggled item is hidden in the admin
 * list at once (optimistic) and leaves the storefront's marquee once saved.
 */
import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../../src/api/client';
import { MarqueeQuery, ToggleMarqueeMutation } from '../../src/api/documents/admin';
import { PublicMarqueeQuery } from '../../src/api/documents/storefront';
import { setupClients, setupListeningServer, watch } from './graphClient';

const server = setupListeningServer();
const clients = setupClients(server);

describe('graph client against the real server: marquee', () => {
  it('toggling a marquee item updates the admin list at once and the storefront marquee', async () => {
    const { admin } = clients();
    const created = await server().t.call('POST', '/api/marquee', {
      token: admin.storage.getItem(TOKEN_KEY)!,
      body: { text: 'Free delivery in Nairobi', isActive: true, order: 0 },
    });
    expect(created.statusCode).toBeLessThan(300);
    const id = created.json.data.id as number;
    const list = watch(admin, MarqueeQuery, { limit: 100 });
    await list.until((d) => d.marquee.some((m) => m.id === id && m.isActive === true));
    const pub = watch(admin, PublicMarqueeQuery, {});
    await pub.until((d) => d.publicMarquee.some((m) => m.id === id));

    const pending = admin.mutation(ToggleMarqueeMutation, { id }).toPromise();
    // Optimistic: hidden before the server answers.
    await list.until((d) => d.marquee.find((m) => m.id === id)?.isActive === false, 1000);
    const toggled = await pending;
    expect(toggled.data?.toggleMarquee).toMatchObject({ id, isActive: false });
    await pub.until((d) => !d.publicMarquee.some((m) => m.id === id));
    list.stop();
    pub.stop();
  });
});
