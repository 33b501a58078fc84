/**
 * The client data layer against the real server, in the messages room: a shopper's contact message reaches
 * an open inbox through the realtime event, and marking it read updates the list, the filter and the stats.
 */
import { describe, expect, it } from 'vitest';
import { MessageStatsQuery, MessagesQuery, SetMessageStatusMutation } from '../../src/api/documents/admin';
import { SendContactMutation } from '../../src/api/documents/storefront';
import { connectedRealtime, setupClients, setupListeningServer, watch } from './graphClient';

const server = setupListeningServer();
const clients = setupClients(server);

describe('graph client against the real server: messages', () => {
  it('a contact message reaches the inbox; marking it read updates the list, the filter and the stats', async () => {
    const { admin, visitor } = clients();
    const inbox = watch(admin, MessagesQuery, { sortBy: 'createdAt', sortOrder: 'desc' });
    const unread = watch(admin, MessagesQuery, { status: 'UNREAD' });
    const stats = watch(admin, MessageStatsQuery, {});
    await Promise.all([inbox.until(() => true), unread.until(() => true), stats.until(() => true)]);
    // The admin learns of it from the realtime event (the shopEvents subscription, src/api/realtime.ts).
    const live = await connectedRealtime(admin, server().base, 'auth.ok');
    const sent = await visitor
      .mutation(SendContactMutation, {
        input: {
          name: 'Wanjiku Kamau',
          email: 'wanjiku@example.com',
          phone: '+254 712 345678',
          subject: 'Contact Form Submission',
          message: 'Do you deliver to Kisumu?',
        },
      })
      .toPromise();
    expect(sent.error).toBeUndefined();
    expect(sent.data?.sendContact.success).toBe(true);
    expect(typeof sent.data?.sendContact.message).toBe('string');

    const listed = await inbox.until((d) => d.messages.data.some((m) => m.email === 'wanjiku@example.com'));
    const message = listed.messages.data.find((m) => m.email === 'wanjiku@example.com')!;
    expect(message.status).toBe('UNREAD');
    await unread.until((d) => d.messages.data.some((m) => m.id === message.id));
    const before = (await stats.until(() => true)).messageStats;

    const marked = await admin
      .mutation(SetMessageStatusMutation, { id: message.id, status: 'READ' })
      .toPromise();
    expect(marked.error).toBeUndefined();
    await inbox.until((d) => d.messages.data.find((m) => m.id === message.id)?.status === 'READ');
    await unread.until((d) => !d.messages.data.some((m) => m.id === message.id));
    await stats.until(
      (d) => d.messageStats.read === before.read + 1 && d.messageStats.unread === before.unread - 1,
    );
    for (const w of [inbox, unread, stats]) w.stop();
    live.close();
  });
});
