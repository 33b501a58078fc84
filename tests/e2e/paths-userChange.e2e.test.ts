/**
 * The userChange machine's generated paths in Chromium, once for a user's status and once for the role:
 * each state checked on screen (the dialog, the row, the toasts) and on the server (the stored value).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { UserField } from '../../machines/userRules';
import { userChangeGraph } from '../machines/userChange.model';
import { installClock, untilOnClock } from './clock';
import { adminApi, baseUrl, createAdmin, openPage, skip, WIDE } from './fixture';
import { describeBrowserPaths, type PathStep, setupStaffPaths } from './paths';
import { expectToast } from './toasts';

const token = setupStaffPaths();

interface Ctx {
  page: Page;
  context: BrowserContext;
  user: Awaited<ReturnType<typeof createAdmin>>;
  /** The value the server holds, and the one the running change asks for. */
  value: string;
  target: string;
}

/** Per field: the two values, what the row shows, the menu item and dialog of a change to each, its toast. */
const FIELDS = {
  status: {
    start: 'ACTIVE',
    other: { ACTIVE: 'SUSPENDED', SUSPENDED: 'ACTIVE' } as Record<string, string>,
    shown: { ACTIVE: 'Active', SUSPENDED: 'Suspended' } as Record<string, string>,
    action: { SUSPENDED: 'Suspend User', ACTIVE: 'Activate User' } as Record<string, string>,
    title: (to: string) => (to === 'SUSPENDED' ? 'Suspend User' : 'Activate User'),
    success: { SUSPENDED: 'User suspended successfully.', ACTIVE: 'User activated successfully.' } as Record<
      string,
      string
    >,
    refusal: 'You cannot change your own status',
  },
  role: {
    start: 'ADMIN',
    other: { ADMIN: 'SUPER_ADMIN', SUPER_ADMIN: 'ADMIN' } as Record<string, string>,
    shown: { ADMIN: 'Admin', SUPER_ADMIN: 'Super Admin' } as Record<string, string>,
    action: { SUPER_ADMIN: 'Make Super Admin', ADMIN: 'Make Admin' } as Record<string, string>,
    title: () => 'Change User Role',
    success: {
      SUPER_ADMIN: 'User role updated to Super Admin.',
      ADMIN: 'User role updated to Admin.',
    } as Record<string, string>,
    refusal: 'Cannot remove the last active super admin',
  },
} as const;

function flowFor(field: UserField) {
  const f = FIELDS[field];
  const row = (c: Ctx) => c.page.getByTestId('user-row').filter({ hasText: c.user.email });
  const cell = (c: Ctx) => row(c).getByTestId(field === 'status' ? 'user-status' : 'user-role');
  const dialog = (c: Ctx) => c.page.getByRole('alertdialog', { name: f.title(c.target) });
  const stored = async (c: Ctx) =>
    (await adminApi<Record<string, string>>(token(), 'GET', `/users/${c.user.id}`))[field];
  const route = `**/api/users/*/${field}`;

  /** Presses the dialog's confirm button (its label, or Try again) with the server answering as told. */
  async function answer(c: Ctx, how: 'ok' | 'refused' | 'failed' | 'offline') {
    if (how === 'refused')
      await c.page.route(route, (r) =>
        r.fulfill({ status: 409, json: { success: false, message: f.refusal } }),
      );
    // A server failure ends in `failed`; a request that finds no network ends in `offline` (machines/connection.ts).
    if (how === 'failed')
      await c.page.route(route, (r) =>
        r.fulfill({ status: 500, json: { success: false, message: 'Internal server error' } }),
      );
    if (how === 'offline') await c.page.route(route, (r) => r.abort('internetdisconnected'));
    const button = dialog(c).getByRole('button', { name: new RegExp(`^(${f.action[c.target]}|Try again)$`) });
    await button.click();
    if (how !== 'ok') {
      // A failure or no network shows after the http layer's retries, run through on the page's clock.
      const shown = dialog(c).getByTestId(how === 'offline' ? 'offline' : 'change-error');
      await untilOnClock(c.page, shown);
      await shown.waitFor();
      await c.page.unroute(route);
    } else c.value = c.target; // its toast is checked at rest (idle, after 'saved')
  }

  const unchanged = async (c: Ctx) => expect(await stored(c)).toBe(c.value);
  const rowShowsServer = async (c: Ctx) => expect.poll(() => cell(c).textContent()).toBe(f.shown[c.value]);

  return {
    name: `userChange (${field})`,
    model: userChangeGraph(field),
    async open() {
      const { page, context } = await openPage(WIDE);
      await context.addInitScript((t) => localStorage.setItem('adminToken', t), token());
      const user = await createAdmin();
      const c: Ctx = { page, context, user, value: f.start, target: f.start };
      await installClock(page); // the page's timers on a clock the steps move (time flows meanwhile)
      await page.goto(`${baseUrl()}/admin/users?search=${encodeURIComponent(user.email)}`);
      await row(c).waitFor({ timeout: 20_000 });
      return c;
    },
    async close(c: Ctx) {
      await c.context.close();
      await adminApi(token(), 'DELETE', `/users/${c.user.id}`).catch(() => undefined);
    },
    cause: {
      request: async (c: Ctx) => {
        c.target = f.other[c.value] as string;
        await row(c)
          .getByRole('button', { name: `Actions for ${c.user.name}` })
          .click();
        await c.page.getByRole('menuitem', { name: f.action[c.target] }).click();
      },
      // The press comes with the outcome: how the server answers decides it.
      confirm: async () => {},
      saved: async (c: Ctx) => answer(c, 'ok'),
      refused: async (c: Ctx) => answer(c, 'refused'),
      'call failed': async (c: Ctx) => answer(c, 'failed'),
      'no connection': async (c: Ctx) => answer(c, 'offline'),
      cancel: async (c: Ctx) => {
        await dialog(c)
          .getByRole('button', { name: /^(Cancel|OK)$/ })
          .first()
          .click();
      },
    },
    notInBrowser: {
      'call failed silently': 'the http layer rejects with a message on every failure',
      'back online':
        "the browser's online event after it was offline: walked in tests/e2e/admin-offline-users.e2e.test.ts (setOffline)",
    },
    states: {
      saving: 'passing' as const,
      idle: {
        screen: async (c: Ctx, step?: PathStep) => {
          await dialog(c).waitFor({ state: 'detached' });
          await rowShowsServer(c);
          if (step?.label === 'saved') await expectToast(c.page, f.success[c.value] as string);
        },
        server: unchanged,
      },
      confirming: {
        screen: async (c: Ctx) => {
          await dialog(c).waitFor();
          expect(await dialog(c).innerText()).toContain(c.user.name);
          await rowShowsServer(c);
        },
        server: unchanged,
      },
      refused: {
        screen: async (c: Ctx) => {
          expect(await dialog(c).getByTestId('change-error').innerText()).toBe(f.refusal);
          await expectToast(c.page, f.refusal);
          await dialog(c).getByRole('button', { name: 'OK' }).waitFor();
          await rowShowsServer(c);
        },
        server: unchanged,
      },
      offline: {
        screen: async (c: Ctx) => {
          expect((await dialog(c).getByTestId('offline').innerText()).length).toBeGreaterThan(0);
          await dialog(c).getByRole('button', { name: 'Try again' }).waitFor();
          await rowShowsServer(c);
        },
        server: unchanged,
      },
      failed: {
        screen: async (c: Ctx) => {
          expect((await dialog(c).getByTestId('change-error').innerText()).length).toBeGreaterThan(0);
          await dialog(c).getByRole('button', { name: 'Try again' }).waitFor();
          await rowShowsServer(c);
        },
        server: unchanged,
      },
    },
  };
}

describeBrowserPaths<Ctx>(flowFor('status'), skip);
describeBrowserPaths<Ctx>(flowFor('role'), skip);
