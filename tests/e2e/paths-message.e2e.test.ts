/**
 * The message machine's generated paths in Chromium (a message's status, its conflict and its deletion): each
 * state checked on screen (the card's badge, the conflict card, the confirmation, the toasts) and on the
 * server (the stored status). The conflict's 412 comes from another admin's change the page does not hear of
 * (tests/e2e/paths-messageConflict.ts).
 */
import type { Route } from 'playwright-core';
import { expect } from 'vitest';
import { installClock, untilOnClock } from './clock';
import { adminApi, baseUrl, openPage, skip, WIDE } from './fixture';
import { expectOfflineNotice } from './offline';
import { describeBrowserPaths, type PathStep, setupStaffPaths } from './paths';
import {
  afterConflict,
  conflictCauses,
  conflictStates,
  heldAfter,
  messageBrowserGraph,
  offlineAfterConflict,
} from './paths-messageConflict';
import {
  badge,
  type Ctx,
  card,
  MARK_FAILED,
  markOn,
  menu,
  NAME,
  press,
  STATUS_NAMES,
  stored,
  TRY_AGAIN,
  toastOf,
  watchSocket,
} from './paths-messagePage';
import { expectToast } from './toasts';

const token = setupStaffPaths();

const confirmDialog = (c: Ctx) => c.page.getByRole('alertdialog', { name: 'Delete Message' });
const STATUS_ROUTE = '**/api/messages/*/status';

/**
 * Presses the pending mark (its menu item, the card's Try again after no connection, or the conflict's
 * Overwrite) with the server answering (`ok`), refusing (a stand-in 500), or no network at all (`offline`:
 * the card keeps the mark); a refusal or no network shows after the http layer's retries, run through on the
 * page's clock.
 */
async function markAnswered(c: Ctx, how: 'ok' | 'refused' | 'offline') {
  if (how === 'refused')
    await c.page.route(STATUS_ROUTE, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
  if (how === 'offline') await c.page.route(STATUS_ROUTE, (route) => route.abort('internetdisconnected'));
  await press(c);
  if (how === 'ok') c.shown = c.asked;
  if (how === 'refused') {
    await untilOnClock(c.page, toastOf(c, MARK_FAILED));
  }
  if (how === 'offline') {
    await untilOnClock(c.page, card(c).getByTestId('offline'));
    await expectOfflineNotice(card(c));
  }
  if (how !== 'ok') await c.page.unroute(STATUS_ROUTE);
}

/** Presses Delete (or Try again) in the confirmation, the server's DELETE answered with `answer`. */
async function deletePressed(c: Ctx, answer?: (route: Route) => Promise<void>) {
  if (answer)
    await c.page.route('**/api/messages/*', (route) =>
      route.request().method() === 'DELETE' ? answer(route) : route.fallback(),
    );
  await confirmDialog(c)
    .getByRole('button', { name: /^(Delete|Try again)$/ })
    .click();
}

/** At rest: the badge shows the status the path's steps left (graphcache's), the toast of the step that led here. */
const atRest = {
  screen: async (c: Ctx, step?: PathStep) => {
    await expect.poll(() => badge(c).textContent()).toBe(STATUS_NAMES[c.shown]);
    if (step?.label === 'mark failed') await expectToast(c.page, MARK_FAILED);
    if (step?.label === 'mark done')
      await expectToast(
        c.page,
        c.asked === 'READ' ? 'Message marked as read.' : 'Message marked as replied.',
      );
    if (step?.label === 'cancel') await confirmDialog(c).waitFor({ state: 'detached' });
    await afterConflict(c, step);
  },
  // After a read that failed, the status before is shown while the server holds another admin's.
  server: async (c: Ctx, step?: PathStep) => {
    await expect.poll(() => stored(c)).toBe(heldAfter(c, step, c.shown));
  },
};

/**
 * A mark that found no connection (or the read after its 412 did): the badge keeps it with the connection
 * message; the server has the status before (another admin's after a 412).
 */
const markKept = {
  screen: async (c: Ctx, step?: PathStep) => {
    await expectOfflineNotice(card(c));
    await card(c).getByRole('button', { name: TRY_AGAIN }).waitFor();
    await expect.poll(() => badge(c).textContent()).toBe(STATUS_NAMES[c.asked]);
    await offlineAfterConflict(c, step);
  },
  server: async (c: Ctx, step?: PathStep) => {
    expect(await stored(c)).toBe(heldAfter(c, step, c.before));
  },
};

describeBrowserPaths<Ctx>(
  {
    name: 'message',
    model: messageBrowserGraph,
    // The shortest paths (not 'long' walks): a path ends where a failed read after a 412 leaves the card, which
    // still names the stale version (its live update was dropped) where the model's state is the one a plain
    // mark leaves; a walk going on from there would be refused (412) where the model expects the mark taken.
    async open() {
      const subject = `Path ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
      const res = await fetch(`${baseUrl()}/api/public/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: NAME,
          email: 'walker@example.com',
          subject,
          message: 'Walking a path.',
        }),
      });
      expect(res.status).toBe(201);
      const { id } = ((await res.json()) as { data: { id: number } }).data;
      const { page, context } = await openPage(WIDE);
      await context.addInitScript((t) => localStorage.setItem('adminToken', t), token());
      // The page's timers on a clock the steps move through the http layer's retries (time flows meanwhile).
      await installClock(page);
      const c: Ctx = {
        page,
        context,
        token: token(),
        id,
        subject,
        pending: '',
        deaf: false,
        dropped: new Set(),
        shown: 'UNREAD',
        asked: '',
        before: '',
        theirs: '',
      };
      await watchSocket(c);
      await page.goto(`${baseUrl()}/admin/messages?search=${encodeURIComponent(subject)}`);
      await card(c).waitFor({ timeout: 20_000 });
      return c;
    },
    async close(c) {
      await c.context.close();
      await adminApi(token(), 'DELETE', `/messages/${c.id}`).catch(() => undefined);
    },
    cause: {
      ...conflictCauses,
      // A mark's outcome presses it: whether the server takes it decides the outcome. A mark from Read or
      // Replied: another admin marks the message so first (the card follows live).
      'mark read (unread)': async (c) => markOn(c, 'READ', 'UNREAD'),
      'mark replied (unread)': async (c) => markOn(c, 'REPLIED', 'UNREAD'),
      'mark replied (read)': async (c) => markOn(c, 'REPLIED', 'READ'),
      'mark read (replied)': async (c) => markOn(c, 'READ', 'REPLIED'),
      'mark done': async (c) => markAnswered(c, 'ok'),
      'mark failed': async (c) => markAnswered(c, 'refused'),
      // A request that finds no network (the card keeps the mark with the connection message).
      'mark no connection': async (c) => markAnswered(c, 'offline'),
      // The card's Try again: the next outcome presses it.
      'try again': async (c) => {
        c.pending = TRY_AGAIN;
      },
      delete: async (c) => menu(c, 'Delete'),
      cancel: async (c) => {
        await confirmDialog(c).getByRole('button', { name: 'Cancel' }).click();
      },
      confirm: async () => {},
      'delete done': async (c) => deletePressed(c),
      'delete failed': async (c) => {
        await deletePressed(c, (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
        );
        await untilOnClock(c.page, toastOf(c, 'Failed to perform action. Please try again.'));
        await c.page.unroute('**/api/messages/*');
      },
      'delete no connection': async (c) => {
        await deletePressed(c, (route) => route.abort('internetdisconnected'));
        await untilOnClock(c.page, confirmDialog(c).getByTestId('offline'));
        await expectOfflineNotice(confirmDialog(c));
        await c.page.unroute('**/api/messages/*');
      },
    },
    notInBrowser: {
      'back online':
        "the browser's online event after it was offline: walked in tests/e2e/admin-offline-messages.e2e.test.ts (setOffline)",
    },
    states: {
      ...conflictStates,
      idle: atRest,
      marking: 'passing',
      deleting: 'passing',
      offline: markKept,
      deleteOffline: {
        screen: async (c) => {
          await expectOfflineNotice(confirmDialog(c));
          await confirmDialog(c).getByRole('button', { name: TRY_AGAIN }).waitFor();
          await card(c).waitFor();
        },
        server: async (c) => {
          expect(['UNREAD', 'READ', 'REPLIED']).toContain(await stored(c));
        },
      },
      confirming: {
        screen: async (c, step) => {
          await confirmDialog(c).waitFor();
          expect((await confirmDialog(c).innerText()).replace(/\s+/g, ' ')).toContain(c.subject);
          if (step?.label === 'delete failed')
            await expectToast(c.page, 'Failed to perform action. Please try again.');
        },
        server: async (c) => {
          expect(['UNREAD', 'READ', 'REPLIED']).toContain(await stored(c));
        },
      },
      deleted: {
        screen: async (c) => {
          await expectToast(c.page, 'Message deleted successfully.');
          await card(c).waitFor({ state: 'detached' });
        },
        server: async (c) => {
          const res = await fetch(`${baseUrl()}/api/messages/${c.id}`, {
            headers: { authorization: `Bearer ${token()}` },
          });
          expect(res.status).toBe(404);
        },
      },
    },
  },
  skip,
);
