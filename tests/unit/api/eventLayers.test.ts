/**
 * An event ranks above every answer that arrived before it (CI's convergence run, seed 846920 sequence 14:
 * the admin frames screen kept a frame's old main picture for good after quick picture changes).
 *
 * graphcache writes the answers of queries still on their way, and the realtime subscription's events, in
 * layers; an event's layer goes below the layers of queries still waiting for their answer (their answer
 * is the newer one), and stays where it is while a layer under it waits. A query asked again moves to the
 * top, keeping what it last wrote. So once a slow query (here the users count) held the layers up, an
 * event could land under an answer read before its change: that answer hid the event's picture order and
 * its invalidation of the list, the list was read from the cache (no new request), and when the slow query
 * answered the layers were merged with the older answer on top, for good.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UserCountQuery } from '../../../src/admin/users/users.documents';
import { FrameStatsQuery, FramesQuery } from '../../../src/api/documents/admin';
import { fakeShop, frameView, mainPicture, picture, settle } from './fakeShop';
import { FakeSocket } from './realtimeFakes';

describe('events and answers in graphcache layers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.made = [];
  });
  afterEach(() => vi.useRealTimers());

  it('a picture change whose event arrives after an answer read before it is shown, while another query is slow', async () => {
    const shop = await fakeShop([frameView(1, 1, [picture(1, 0), picture(2, 1)])]);
    const shown: Record<string, unknown> = {};
    const subscriptions = [
      shop.client.query(FrameStatsQuery, {}).subscribe((r) => {
        if (r.data) shown.total = r.data.frameStats.totalFrames;
      }),
      shop.client.query(FramesQuery, { page: 1, limit: 20 }).subscribe((r) => {
        if (r.data) shown.frames = r.data.frames.data.map((f) => mainPicture(f.images)).join(',');
      }),
      shop.client.query(UserCountQuery, { limit: 1 }).subscribe((r) => {
        if (r.data) shown.users = r.data.users.pagination.total;
      }),
    ];
    await settle();
    while (shop.requests.length) shop.respond(shop.requests[0]!);
    await settle();
    const change = (version: number, ids: number[]) => {
      const frame = frameView(
        1,
        version,
        ids.map((id, order) => picture(id, order)),
      );
      shop.state.frames = [frame];
      return { type: 'frame.updated', id: 1, data: frame };
    };

    // A user change: the users count is asked again, and its answer is slow (it holds the layers up).
    shop.state.users += 1;
    shop.socket.emit({ type: 'user.changed', id: 2 });
    await settle();
    shop.pending('/users');
    // A picture added: the list and the stats are asked again and answered.
    shop.socket.emit(change(2, [1, 2, 3]));
    await settle();
    shop.respond(shop.pending('/frames/stats'));
    shop.respond(shop.pending('/frames'));
    await settle();
    // The pictures turned round: the list is asked again; the server reads it ...
    shop.socket.emit(change(3, [2, 1, 3]));
    await settle();
    const list = shop.pending('/frames');
    shop.read(list);
    // ... then they are turned round again, and that change's event arrives after the list's answer.
    const last = change(4, [3, 2, 1]);
    shop.respond(list);
    await settle();
    shop.socket.emit(last);
    await settle();
    // Everything else arrives.
    for (let i = 0; i < 5; i++) {
      while (shop.requests.length) shop.respond(shop.requests[0]!);
      await vi.advanceTimersByTimeAsync(500);
    }
    expect(shown.frames).toBe(mainPicture(shop.state.frames[0]!.images));
    for (const s of subscriptions) s.unsubscribe();
    shop.close();
  });
});
