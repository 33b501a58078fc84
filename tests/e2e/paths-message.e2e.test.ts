/**
 * The message machine's generated paths in Chromium (a message's status and its deletion): each state
 * checked on screen (the card's badge, the confirmation, the toasts) and on the server (the stored status).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';
import { messageGraph } from '../machines/message.model';
import { adminApi, baseUrl, openPage, setupBrowser, skip, tokenFor, WIDE } from './fixture';
import { describeBrowserPaths } from './paths';
import { expectToast } from './toasts';

setupBrowser();

let token = '';
beforeAll(async () => {
  if (skip) return;
  token = await tokenFor();
});

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
  (await adminApi<{ status: string }>(token, 'GET', `/messages/${c.id}`)).status;

async function menu(c: Ctx, item: string) {
  await c.page.getByRole('button', { name: `Actions for ${c.subject} from ${NAME}` }).click();
  await c.page.getByRole('menuitem', { name: item }).click();
}

/** Presses the pending mark with the server answering `status` (a stand-in answer for a refusal). */
async function markAnswered(c: Ctx, refused: boolean) {
  if (refused)
    await c.page.route('**/api/messages/*/status', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' }),
    );
  await menu(c, c.pending);
  if (refused) {
    await expectToast(c.page, 'Failed to update message status. Please try again.');
    await c.page.unroute('**/api/messages/*/status');
  }
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
      await context.addInitScript((t) => localStorage.setItem('adminToken', t), token);
      await page.goto(`${baseUrl()}/admin/messages?search=${encodeURIComponent(subject)}`);
      const c = { page, context, id, subject, pending: '' };
      await card(c).waitFor({ timeout: 20_000 });
      return c;
    },
    async close(c) {
      await c.context.close();
      await adminApi(token, 'DELETE', `/messages/${c.id}`).catch(() => undefined);
    },
    cause: {
      // A mark's outcome presses it: whether the server takes it decides the outcome.
      'mark read': async (c) => {
        c.pending = 'Mark as Read';
      },
      'mark replied': async (c) => {
        c.pending = 'Mark as Replied';
      },
      'mark done': async (c) => markAnswered(c, false),
      'mark failed': async (c) => markAnswered(c, true),
      delete: async (c) => menu(c, 'Delete'),
      cancel: async (c) => {
        await confirmDialog(c).getByRole('button', { name: 'Cancel' }).click();
      },
      confirm: async () => {},
      'delete done': async (c) => {
        await confirmDialog(c).getByRole('button', { name: 'Delete' }).click();
      },
      'delete failed': async (c) => {
        await c.page.route('**/api/messages/*', (route) =>
          route.request().method() === 'DELETE'
            ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
            : route.fallback(),
        );
        await confirmDialog(c).getByRole('button', { name: 'Delete' }).click();
        await expectToast(c.page, 'Failed to perform action. Please try again.');
        await c.page.unroute('**/api/messages/*');
      },
      // Another admin marks it: the live update reaches this screen.
      'synced READ': async (c) => {
        await adminApi(token, 'PUT', `/messages/${c.id}/status`, { status: 'READ' });
      },
      'synced REPLIED': async (c) => {
        await adminApi(token, 'PUT', `/messages/${c.id}/status`, { status: 'REPLIED' });
      },
    },
    notInBrowser: {},
    states: {
      'UNREAD.idle': atRest('UNREAD', 'Unread'),
      'READ.idle': atRest('READ', 'Read'),
      'REPLIED.idle': atRest('REPLIED', 'Replied'),
      'UNREAD.markingRead': 'passing',
      'UNREAD.markingReplied': 'passing',
      'READ.markingReplied': 'passing',
      'REPLIED.markingRead': 'passing',
      deleting: 'passing',
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
            headers: { authorization: `Bearer ${token}` },
          });
          expect(res.status).toBe(404);
        },
      },
    },
  },
  skip,
);
