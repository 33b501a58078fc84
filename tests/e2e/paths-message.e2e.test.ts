/**
 * The message machine's generated paths in Chromium (a message's status and its deletion): each state
 * checked on screen (the card's badge, the confirmation, the toasts) and on the server (the stored status).
 */
import type { BrowserContext, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { messageGraph } from '../machines/message.model';
import { adminApi, baseUrl, installClock, openPage, skip, untilOnClock, WIDE } from './fixture';
import { expectOfflineNotice } from './offline';
import { describeBrowserPaths, setupStaffPaths } from './paths';
import { expectToast } from './toasts';

const token = setupStaffPaths();

interface Ctx {
  page: Page;
  context: BrowserContext;
  id: number;
  subject: string;
  /** The menu item the next call's outcome presses ('Mark as Read'...). */
  pending: string;
}

const NAME = 'Path Walker';
const card = (c: Ctx) => c.page.getByTestId('message-card').filter({ hasText: c.subject });
const badge = (c: Ctx) => card(c).getByTestId('message-status');
const confirmDialog = (c: Ctx) => c.page.getByRole('alertdialog', { name: 'Delete Message' });
const stored = async (c: Ctx) =>
  (await adminApi<{ status: string }>(token(), 'GET', `/messages/${c.id}`)).status;

async function menu(c: Ctx, item: string) {
  await c.page.getByRole('button', { name: `Actions for ${c.subject} from ${NAME}` }).click();
  await c.page.getByRole('menuitem', { name: item }).click();
}

const TRY_AGAIN = 'Try again';
const toastOf = (c: Ctx, text: string) =>
  c.page.locator('[data-scope="toast"][data-part="root"]', { hasText: text });
const STATUS_ROUTE = '**/api/messages/*/status';

/**
 * Presses the pending mark (its menu item, or the card's Try again after no connection) with the server
 * answering (`ok`), refusing (a stand-in 500), or no network at all (`offline`: the card keeps the mark);
 * a refusal or no network shows after the http layer's retries, run through on the page's clock.
 */
async function markAnswered(c: Ctx, how: 'ok' | 'refused' | 'offline') {
  if (how === 'refused')
    await c.page.route(STATUS_ROUTE, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
  if (how === 'offline') await c.page.route(STATUS_ROUTE, (route) => route.abort('internetdisconnected'));
  if (c.pending === TRY_AGAIN) await card(c).getByRole('button', { name: TRY_AGAIN }).click();
  else await menu(c, c.pending);
  if (how === 'refused') {
    await untilOnClock(c.page, toastOf(c, 'Failed to update message status. Please try again.'));
    await expectToast(c.page, 'Failed to update message status. Please try again.');
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

const atRest = (status: 'UNREAD' | 'READ' | 'REPLIED', shown: string) => ({
  screen: async (c: Ctx, step?: { label: string }) => {
    await expect.poll(() => badge(c).textContent()).toBe(shown);
    if (step?.label === 'mark failed')
      await expectToast(c.page, 'Failed to update message status. Please try again.');
    if (step?.label === 'mark done')
      await expectToast(c.page, status === 'READ' ? 'Message marked as read.' : 'Message marked as replied.');
    if (step?.label === 'cancel') await confirmDialog(c).waitFor({ state: 'detached' });
  },
  server: async (c: Ctx) => {
    await expect.poll(() => stored(c)).toBe(status);
  },
});

/** A mark that found no connection: the badge keeps it with the connection message; the server has `was`. */
const markKept = (shown: string, was: 'UNREAD' | 'READ' | 'REPLIED') => ({
  screen: async (c: Ctx) => {
    await expectOfflineNotice(card(c));
    await card(c).getByRole('button', { name: TRY_AGAIN }).waitFor();
    await expect.poll(() => badge(c).textContent()).toBe(shown);
  },
  server: async (c: Ctx) => {
    expect(await stored(c)).toBe(was);
  },
});

describeBrowserPaths<Ctx>(
  {
    name: 'message',
    model: messageGraph,
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
      await page.goto(`${baseUrl()}/admin/messages?search=${encodeURIComponent(subject)}`);
      const c = { page, context, id, subject, pending: '' };
      await card(c).waitFor({ timeout: 20_000 });
      return c;
    },
    async close(c) {
      await c.context.close();
      await adminApi(token(), 'DELETE', `/messages/${c.id}`).catch(() => undefined);
    },
    cause: {
      // A mark's outcome presses it: whether the server takes it decides the outcome.
      'mark read': async (c) => {
        c.pending = 'Mark as Read';
      },
      'mark replied': async (c) => {
        c.pending = 'Mark as Replied';
      },
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
        await expectToast(c.page, 'Failed to perform action. Please try again.');
        await c.page.unroute('**/api/messages/*');
      },
      'delete no connection': async (c) => {
        await deletePressed(c, (route) => route.abort('internetdisconnected'));
        await untilOnClock(c.page, confirmDialog(c).getByTestId('offline'));
        await expectOfflineNotice(confirmDialog(c));
        await c.page.unroute('**/api/messages/*');
      },
      // Another admin marks it: the live update reaches this screen.
      'synced READ': async (c) => {
        await adminApi(token(), 'PUT', `/messages/${c.id}/status`, { status: 'READ' });
      },
      'synced REPLIED': async (c) => {
        await adminApi(token(), 'PUT', `/messages/${c.id}/status`, { status: 'REPLIED' });
      },
    },
    notInBrowser: {
      'back online':
        "the browser's online event after it was offline: walked in tests/e2e/admin-offline-messages.e2e.test.ts (setOffline)",
    },
    states: {
      'UNREAD.idle': atRest('UNREAD', 'Unread'),
      'READ.idle': atRest('READ', 'Read'),
      'REPLIED.idle': atRest('REPLIED', 'Replied'),
      'UNREAD.markingRead': 'passing',
      'UNREAD.markingReplied': 'passing',
      'READ.markingReplied': 'passing',
      'REPLIED.markingRead': 'passing',
      deleting: 'passing',
      'UNREAD.offlineRead': markKept('Read', 'UNREAD'),
      'UNREAD.offlineReplied': markKept('Replied', 'UNREAD'),
      'READ.offlineReplied': markKept('Replied', 'READ'),
      'REPLIED.offlineRead': markKept('Read', 'REPLIED'),
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
