/**
 * The two-admin tests of concurrent changes (docs/api.md, "Concurrent changes"): the file's two admins, the
 * stale one's page, and the conflict card (src/admin/ui/ConflictCard.tsx).
 */
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminApi, createAdmin, signedInPage, skip, tokenFor } from './fixture';
import { type HeldCalls, holdCalls } from './heldCalls';

/** The card's row for a field: what is saved now, and mine. */
export async function changeRow(card: Locator, field: string) {
  const line = card.locator(`li[data-field="${field}"]`);
  await line.waitFor();
  return {
    theirs: await line.getByTestId('theirs').innerText(),
    mine: await line.getByTestId('mine').innerText(),
  };
}

export const RELOADED = 'The latest saved version is loaded. Your changes were discarded.';

/**
 * A file's two admins (call at its top level): `token`, the e2e super admin (A), and `other`, an admin of the
 * file's own (B), made before its tests and deleted after them.
 */
export function twoAdminsFile() {
  const file = { token: '', other: '' };
  let otherId = 0;
  beforeAll(async () => {
    if (skip) return;
    file.token = await tokenFor();
    const admin = await createAdmin('ADMIN');
    otherId = admin.id;
    file.other = await tokenFor(admin);
  });
  afterAll(async () => {
    if (skip) return;
    await adminApi(file.token, 'DELETE', `/users/${otherId}`).catch(() => {});
  });
  return file;
}

/**
 * A's page, signed in with `token`, with no live updates (its socket to /api/ws routed nowhere): with them,
 * the other admin's change would reach A's list before A acts, and A's version would be fresh, as a slower
 * socket or a page in the background leaves it stale in real use.
 */
export async function stalePage(viewport: { width: number; height: number }, token: string) {
  const opened = await signedInPage(viewport, token);
  await opened.context.routeWebSocket(/\/api\/ws/, () => {});
  return opened;
}

/**
 * One's own change whose server event comes before its answer (as on a busy machine), and the list read
 * again after it held: call before `page` opens its screen (its socket is watched from then). The next call to
 * `change` (a glob) is answered once an event of `eventType` has arrived; from then on the page's GETs of
 * `listPath` are held (`lists`), so the list stays "being read again" until the test lets them go.
 */
export async function eventBeforeAnswer(page: Page, change: string, eventType: string, listPath: string) {
  let eventCame = () => {};
  const came = new Promise<void>((resolve) => (eventCame = resolve));
  page.on('websocket', (socket) =>
    socket.on('framereceived', (frame) => {
      if (String(frame.payload).includes(`"${eventType}"`)) eventCame();
    }),
  );
  const lists: HeldCalls = await holdCalls(
    page,
    (url, r) => url.pathname === listPath && r.method() === 'GET',
  );
  lists.answer = 'pass';
  await page.route(
    change,
    async (route) => {
      const answer = await route.fetch();
      await came;
      lists.answer = 'hold';
      await route.fulfill({ response: answer });
    },
    { times: 1 },
  );
  return lists;
}
