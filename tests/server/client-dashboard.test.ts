/**
 * The dashboard's data through the real graph client against the real server: the documents of
 * src/admin/dashboard and src/admin/enquiries, the storefront's recordEnquiry beacon, and the live path
 * (server event -> graphcache invalidation -> refetch) an open dashboard relies on.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DashboardStatsQuery } from '../../src/admin/dashboard/documents';
import { EnquiryTopQuery, FrameEnquiriesQuery } from '../../src/admin/enquiries/documents';
import { createShopClient, memoryStorage, TOKEN_KEY } from '../../src/api/client';
import { graphql } from '../../src/api/graphql';
import { connectedRealtime, setupListeningServer, watch } from './graphClient';

const server = setupListeningServer();
let token = '';
beforeAll(async () => {
  token = (await server().t.userToken({ role: 'ADMIN' })).token;
});

const RecordEnquiry = graphql(`
  mutation RecordEnquiryTest($frameId: ID!, $kind: EnquiryKind!) {
    recordEnquiry(frameId: $frameId, kind: $kind) {
      success
    }
  }
`);

async function adminClient() {
  const storage = memoryStorage();
  storage.setItem(TOKEN_KEY, token);
  const admin = createShopClient({ baseUrl: server().base, storage });
  const rt = await connectedRealtime(admin, server().base, 'auth.ok');
  return { admin, rt };
}

describe('dashboard data through the graph client', () => {
  it('an open dashboard counts a new contact message without reload', async () => {
    const { admin, rt } = await adminClient();
    const stats = watch(admin, DashboardStatsQuery, {});
    const before = await stats.until(() => true);
    const shop = createShopClient({ baseUrl: server().base, storage: memoryStorage() });
    const sent = await shop
      .mutation(
        graphql(`
          mutation SendContactTest($input: ContactInput!) {
            sendContact(input: $input) {
              success
            }
          }
        `),
        { input: { name: 'Live Reader', email: 'live@example.com', message: 'Is the oak frame in stock?' } },
      )
      .toPromise();
    expect(sent.error).toBeUndefined();
    const after = await stats.until(
      (d) => d.dashboardStats.messages.total === before.dashboardStats.messages.total + 1,
    );
    expect(after.dashboardStats.messages.unread).toBe(before.dashboardStats.messages.unread + 1);
    expect(after.dashboardStats.recentActivity[0]).toMatchObject({
      type: 'message',
      action: 'New message',
      item: 'Contact Form Submission from Live Reader',
    });
    stats.stop();
    rt.close();
  });

  it("the storefront's beacon shows on an open Enquiries card and in the frame's counts", async () => {
    const created = await server().t.call('POST', '/api/frames', {
      token,
      body: { name: 'Asked-for Frame', description: 'd', originalPrice: 100, currentPrice: 90 },
    });
    const id = created.json.data.id as number;
    const { admin, rt } = await adminClient();
    const top = watch(admin, EnquiryTopQuery, { days: 7, limit: 5 });
    await top.until((d) => d.enquiryTop.days === 7);
    const shop = createShopClient({ baseUrl: server().base, storage: memoryStorage() });
    const beacon = await shop.mutation(RecordEnquiry, { frameId: id, kind: 'chat' }).toPromise();
    expect(beacon.error).toBeUndefined();
    expect(beacon.data?.recordEnquiry.success).toBe(true);
    await shop.mutation(RecordEnquiry, { frameId: id, kind: 'email' }).toPromise();
    const seen = await top.until((d) => d.enquiryTop.frames.some((f) => f.frameId === id && f.total === 2));
    expect(seen.enquiryTop.frames.find((f) => f.frameId === id)).toEqual({
      frameId: id,
      name: 'Asked-for Frame',
      chat: 1,
      email: 1,
      total: 2,
    });
    const one = await admin.query(FrameEnquiriesQuery, { id: String(id) }).toPromise();
    expect(one.data?.frameEnquiries).toMatchObject({
      frameId: id,
      last7: { chat: 1, email: 1, total: 2 },
      last30: { chat: 1, email: 1, total: 2 },
    });
    // An unknown frame is an error result, not a throw.
    const unknown = await shop.mutation(RecordEnquiry, { frameId: 2_000_000_000, kind: 'chat' }).toPromise();
    expect(unknown.error?.networkError?.message).toBe('Frame not found');
    top.stop();
    rt.close();
  });
});
