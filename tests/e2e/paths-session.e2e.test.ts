/**
 * The session machine's generated paths in Chromium (login result kinds, a session the server ends,
 * logout): each state checked on screen and against what the browser keeps and the server answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import type { UserStatus } from '../../src/api/types';
import { sessionGraph } from '../machines/session.model';
import { adminApi, baseUrl, createAdmin, openPage, setupBrowser, skip, tokenFor, WIDE } from './fixture';
import { describeBrowserPaths } from './paths';
import { expectToast } from './toasts';

setupBrowser();

interface Ctx {
  page: Page;
  context: BrowserContext;
  user: Awaited<ReturnType<typeof createAdmin>>;
  /** The password the next Sign In sends. */
  password: string;
  /** The admin page the next sign-in returns to (see `rememberedPage`). */
  returnTo?: string;
}

const WRONG = 'not-the-password';
const superToken = () => tokenFor();
const stored = (c: Ctx) => c.page.evaluate(() => localStorage.getItem('adminToken'));
const loginForm = (c: Ctx) => c.page.getByRole('heading', { name: 'Admin Sign In' });
const formAlert = (c: Ctx) => c.page.locator('form [role="alert"]');
const suspendedDialog = (c: Ctx) => c.page.getByRole('alertdialog', { name: 'Account Suspended' });
const setStatus = async (c: Ctx, status: UserStatus) =>
  adminApi(await superToken(), 'PUT', `/users/${c.user.id}/status`, { status });

/** The account as the next good login needs it: there, active, and not throttled (a fresh one if so). */
async function readyAccount(c: Ctx) {
  const token = await superToken();
  const found = await fetch(`${baseUrl()}/api/users/${c.user.id}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!found.ok) c.user = await createAdmin();
  else await setStatus(c, 'ACTIVE');
}

/** Fills the form with the account's e-mail and `password` (only what differs: each typing is an edit) and signs in. */
async function signInWith(c: Ctx, password: string) {
  const email = c.page.getByLabel('Email');
  const field = c.page.getByLabel('Password', { exact: true });
  if ((await email.inputValue()) !== c.user.email) await email.fill(c.user.email);
  if ((await field.inputValue()) !== password) await field.fill(password);
  await c.page.getByRole('button', { name: 'Sign In' }).click();
}

/** An admin call from the signed-in screens (the side menu's Frames page). */
async function makeACall(c: Ctx) {
  await c.page
    .locator('aside')
    .getByRole('link', { name: 'Frames' })
    .click({ timeout: 3000 })
    .catch(() => undefined);
}

/**
 * The page the login screen was sent from, which a sign-in returns to (the dashboard when there is none).
 * Which page that is may be decided by a race: whether the session ended (the server's event about the
 * account) before or after a click on the menu moved to another page.
 */
async function rememberedPage(c: Ctx) {
  const from = await c.page.evaluate(() => (history.state?.usr as { from?: string } | null)?.from);
  return from?.startsWith('/admin/') && from !== '/admin/login' ? from : '/admin/dashboard';
}

async function openWithToken(c: Ctx, token: string) {
  await c.page.goto(`${baseUrl()}/api/health`);
  await c.page.evaluate((t) => localStorage.setItem('adminToken', t), token);
  await c.page.goto(`${baseUrl()}/admin/dashboard`);
}

const signedOut = async (c: Ctx) => {
  await loginForm(c).waitFor();
  expect(await stored(c)).toBeNull();
};

describeBrowserPaths<Ctx>(
  {
    name: 'session',
    model: sessionGraph,
    async open() {
      const { page, context } = await openPage(WIDE);
      return { page, context, user: await createAdmin(), password: '' };
    },
    async close(c) {
      await c.context.close();
      await adminApi(await superToken(), 'DELETE', `/users/${c.user.id}`).catch(() => undefined);
    },
    cause: {
      'no token': async (c) => {
        await c.page.goto(`${baseUrl()}/admin/login`);
      },
      'token valid': async (c) => openWithToken(c, await tokenFor(c.user)),
      'token of a suspended account': async (c) => {
        const token = await tokenFor(c.user);
        await setStatus(c, 'SUSPENDED');
        await openWithToken(c, token);
      },
      // The click comes with the outcome below: what the form holds decides it.
      submit: async () => {},
      'submit blank': async (c) => {
        await c.page.getByLabel('Email').fill('');
        await c.page.getByRole('button', { name: 'Sign In' }).click();
      },
      // Typing: a letter added to the password and taken back (the value is as before).
      edit: async (c) => {
        const field = c.page.getByLabel('Password', { exact: true });
        await field.press('End');
        await field.pressSequentially('x');
        await field.press('Backspace');
      },
      'login ok': async (c) => {
        await readyAccount(c);
        c.returnTo = await rememberedPage(c);
        await signInWith(c, c.user.password);
      },
      'login suspended': async (c) => {
        await readyAccount(c);
        await setStatus(c, 'SUSPENDED');
        await signInWith(c, c.user.password);
      },
      'login invalid': async (c) => signInWith(c, WRONG),
      'login throttled': async (c) => {
        // The server's limit (5 failures per e-mail and address in 15 minutes), reached from here.
        for (let i = 0; i < 5; i++)
          await fetch(`${baseUrl()}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: c.user.email, password: WRONG }),
          });
        await signInWith(c, WRONG);
        await c.page.getByText('Too many failed login attempts', { exact: false }).first().waitFor();
        // This account stays locked for 15 minutes: later steps sign in with a fresh one.
        c.user = await createAdmin();
      },
      'login network': async (c) => {
        await c.page.route('**/api/auth/login', (route) => route.abort('internetdisconnected'));
        await signInWith(c, WRONG);
        await formAlert(c).filter({ hasText: 'Network error' }).waitFor();
        await c.page.unroute('**/api/auth/login');
      },
      'close dialog': async (c) => {
        await suspendedDialog(c).getByRole('button', { name: 'Close' }).click();
        await suspendedDialog(c).waitFor({ state: 'detached' });
      },
      'contact support': async (c) => {
        await suspendedDialog(c).getByRole('button', { name: 'Contact Support' }).click();
      },
      logout: async (c) => {
        await c.page.locator('aside').getByRole('button', { name: 'Logout' }).click();
      },
      'logged out': async () => {},
      'call refused 401': async (c) => {
        await adminApi(await superToken(), 'DELETE', `/users/${c.user.id}`);
        await makeACall(c);
      },
      'call refused suspended': async (c) => {
        await setStatus(c, 'SUSPENDED');
        await makeACall(c);
      },
    },
    notInBrowser: {
      'check failed':
        'restore() answers null on every failure (network trouble keeps the token): it never rejects',
      'login threw': 'login() turns every failure into a result kind: it never rejects',
      'logout failed': 'logout clears the token the browser keeps: it cannot fail',
    },
    states: {
      restoring: 'passing',
      'signedOut.submitting': 'passing',
      signingOut: 'passing',
      'signedOut.editing': {
        screen: async (c) => {
          await loginForm(c).waitFor();
          await expect.poll(() => formAlert(c).count()).toBe(0);
        },
        server: async (c) => expect(await stored(c)).toBeNull(),
      },
      'signedOut.incomplete': {
        screen: async (c) => {
          await formAlert(c).filter({ hasText: 'E-mail and password are required.' }).waitFor();
        },
        server: async (c) => expect(await stored(c)).toBeNull(),
      },
      'signedOut.invalidCredentials': {
        screen: async (c) => {
          await formAlert(c).filter({ hasText: 'Invalid email or password' }).waitFor();
          await expectToast(c.page, 'Invalid email or password. Please try again.');
        },
        server: signedOut,
      },
      'signedOut.networkError': {
        screen: async (c) => {
          await formAlert(c).filter({ hasText: 'Network error occurred. Please try again.' }).waitFor();
          await expectToast(c.page, 'An error occurred during login. Please try again.');
        },
        server: signedOut,
      },
      'signedOut.throttled': {
        screen: async (c) => {
          await expectToast(c.page, 'Too many failed login attempts. Please try again in');
        },
        server: signedOut,
      },
      'signedOut.suspended': {
        screen: async (c, step) => {
          await suspendedDialog(c).waitFor();
          expect(await suspendedDialog(c).innerText()).toContain(
            'Your account has been suspended. Please contact the administrator for assistance.',
          );
          if (step?.label === 'contact support') {
            const opened = await c.page.evaluate(
              () => (window as unknown as { __opened: unknown[][] }).__opened,
            );
            expect(String(opened.at(-1)?.[0])).toMatch(/^mailto:/);
          }
        },
        server: async (c) => {
          expect(await stored(c)).toBeNull();
          const me = await adminApi<{ status: string }>(await superToken(), 'GET', `/users/${c.user.id}`);
          expect(me.status).toBe('SUSPENDED');
        },
      },
      'signedOut.ended': {
        screen: async (c) => {
          await expectToast(c.page, 'Your session has ended. Please sign in again.');
          await loginForm(c).waitFor();
        },
        server: signedOut,
      },
      signedIn: {
        screen: async (c) => {
          await c.page.waitForURL((url) => url.pathname === (c.returnTo ?? '/admin/dashboard'));
          await c.page.locator('aside').getByTestId('signed-in-user').waitFor();
          c.returnTo = undefined;
        },
        server: async (c) => {
          const token = await stored(c);
          expect(token).toBeTruthy();
          const me = await adminApi<{ email: string }>(token as string, 'GET', '/auth/me');
          expect(me.email).toBe(c.user.email);
        },
      },
    },
  },
  skip,
);

// The Stately inspector (src/admin/devInspect.ts) is for development only: the built app served here has none of it.
it.skipIf(skip)('the production build carries no inspector', () => {
  const dir = join(process.env.E2E_APP_DIR || join(import.meta.dirname, '../../dist'), 'assets');
  const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const withInspector = scripts.filter((f) =>
    /@statelyai\/inspect|createBrowserInspector|partysocket/.test(readFileSync(join(dir, f), 'utf8')),
  );
  expect(withInspector).toEqual([]);
});
