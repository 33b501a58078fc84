/**
 * The e2e fixture: what every browser test file sets up the same way.
 * - The server: this worker's own (tests/e2e/globalSetup.ts starts one per worker, each with its own
 *   DATA_DIR), at baseUrl(); `skip` when there is no Chromium (skipReason() says why).
 * - The browser: setupBrowser() gives the file the worker's browser (launched once per worker) before its
 *   tests; the contexts a test opened close when it ends, the file's others after its tests (a failed test's
 *   pages are screenshotted first: tests/e2e/failures.ts), the browser when the worker exits.
 * - The page's clock: tests/e2e/clock.ts.
 * - Pages: openPage (a width; overlays marked as seen, motion reduced unless asked for), signedInPage (an
 *   admin's token in local storage), signIn (through the login screen); every page records its toasts from
 *   its load (tests/e2e/toasts.ts).
 * - The API as an admin: tokenFor, adminApi, createAdmin.
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROME_ARGS } from '../../scripts/chromium';
import type { Role } from '../../src/api/types';
import { watchCalls } from './pageCalls';
import { ADMIN } from './servers';
import { toastRecorder } from './toasts';

export { ADMIN };

/** This worker's own server (tests/e2e/globalSetup.ts starts one per worker, each with its own DATA_DIR). */
export const baseUrl = () => {
  const urls = inject('baseUrls') ?? [];
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % Math.max(urls.length, 1)] ?? inject('baseUrl');
};
export const skipReason = () => inject('skipReason');
/** No Chromium here (and REQUIRE_E2E unset): the browser tests are skipped. */
export const skip = Boolean(skipReason());

export const WIDE = { width: 1280, height: 900 };
export const PHONE = { width: 375, height: 740 };

/**
 * The worker's own: a worker runs file after file (tests/e2e/vitest.config.ts, isolate: false) on one browser
 * per set of launch arguments, and this module is loaded afresh for each file (tests/e2e/freshModules.ts), so
 * what outlives a file is kept on globalThis: the browsers (`launched`, by their extra arguments; each file's
 * contexts are closed when it ends, setupBrowser; the browser when the worker exits), and the current file's
 * hook called with a context about to close (a browser launched by an earlier file calls the current one).
 */
interface Worker {
  launched: Map<string, Promise<Browser>>;
  browsers: Set<Browser>;
  /** What each context's pages reported (`pageLogs`). */
  pageLogs: WeakMap<BrowserContext, string[]>;
  beforeClose?: (context: BrowserContext) => Promise<void>;
}
const scope = globalThis as { e2eWorker?: Worker };
scope.e2eWorker ??= { launched: new Map(), browsers: new Set(), pageLogs: new WeakMap() };
const worker = scope.e2eWorker;
const { launched } = worker;

/** Called with a context about to close (tests/e2e/failures.ts screenshots it when its test failed). */
export const onContextClose = (hook: Worker['beforeClose']) => {
  worker.beforeClose = hook;
};
/**
 * Set by a test that caught its own failure and closes its pages itself before rethrowing (a path's
 * `finally`): tests/e2e/failures.ts then screenshots them as they close, as for a test already failed.
 */
export const failure = { caught: false };
/** The worker's open browsers, for tests/e2e/failures.ts. */
export const browsers = worker.browsers;
/**
 * What each context's pages reported: uncaught errors, console errors and warnings (an XState actor that
 * failed, a React warning), printed with a failed test's screenshots (tests/e2e/failures.ts). The worker's, as
 * a browser launched by an earlier file adds to it.
 */
export const pageLogs = worker.pageLogs;

function launch(args: string[]) {
  const key = args.join(' ');
  let browser = launched.get(key);
  if (!browser) {
    browser = launchBrowser(args);
    launched.set(key, browser);
    browser.then(
      (b) => b.on('disconnected', () => launched.delete(key)),
      () => launched.delete(key),
    );
  }
  return browser;
}

async function launchBrowser(args: string[]) {
  const launched = await chromium.launch({
    executablePath: inject('chromePath'),
    args: [...CHROME_ARGS, ...args],
  });
  browsers.add(launched);
  launched.on('disconnected', () => browsers.delete(launched));
  const newContext = launched.newContext.bind(launched);
  launched.newContext = async (options) => {
    const context = await newContext(options);
    await context.addInitScript(toastRecorder);
    await watchCalls(context);
    const log: string[] = [];
    worker.pageLogs.set(context, log);
    context.on('weberror', (e) => log.push(`uncaught: ${e.error().stack ?? e.error().message}`));
    context.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') log.push(`console.${m.type()}: ${m.text()}`);
    });
    const close = context.close.bind(context);
    context.close = async (closeOptions) => {
      await worker.beforeClose?.(context).catch(() => {});
      return close(closeOptions);
    };
    return context;
  };
  return launched;
}

/** The file's browser (setupBrowser launches it before the file's first test). */
export let browser: Browser;

/**
 * The file's browser: the worker's (launched at its first file, unless `skipped`); after the file's tests every
 * context still open is closed (their failure screenshots taken first). Called once, at the top of the file.
 *
 * `reducedMotionThroughUnload`: the browser itself prefers reduced motion (Chromium's
 * --force-prefers-reduced-motion; a page opened with `motion` still gets motion). Playwright's per-context
 * emulation is dropped in a document being unloaded: at 375 px the storefront's marquee, wrapped under
 * reduced motion, went back to one line as the page left, 54 px less above the grid, scroll anchoring moved
 * the page up, and the scroll keeper could record that place as the shopper's (storefront-scroll's Back
 * then landed 54 px short, 1 run in ~10). A phone's own preference does not change as a page unloads.
 */
export function setupBrowser({
  skipped = skip,
  reducedMotionThroughUnload = false,
  args = [],
}: {
  skipped?: boolean;
  reducedMotionThroughUnload?: boolean;
  /** Chromium's own arguments beside CHROME_ARGS (a file's browser is the worker's for the same arguments). */
  args?: string[];
} = {}) {
  beforeAll(async () => {
    if (!skipped)
      browser = await launch([
        ...(reducedMotionThroughUnload ? ['--force-prefers-reduced-motion'] : []),
        ...args,
      ]);
  });
  // A test's own contexts close when it ends (a failed test's pages screenshotted first, as they close): one
  // left open kept rendering beside the file's next tests, took every server event and refetched.
  let before = new Set<BrowserContext>();
  beforeEach(() => {
    before = new Set(browser?.contexts() ?? []);
  });
  afterEach(async () => {
    const left = (browser?.contexts() ?? []).filter((context) => !before.has(context));
    for (const context of left) await context.close().catch(() => {});
  });
  afterAll(async () => {
    if (!browser) return;
    for (const context of browser.contexts()) await context.close().catch(() => {});
  });
}

/**
 * A page of the file's browser at a width. `quiet` (default) marks the promo and first-visit modal as seen so
 * they stay away; `motion` leaves motion unreduced; `hasTouch` makes a touch screen.
 */
export async function openPage(
  viewport: { width: number; height: number },
  {
    quiet = true,
    motion = false,
    hasTouch = false,
  }: { quiet?: boolean; motion?: boolean; hasTouch?: boolean } = {},
) {
  const context = await browser.newContext({
    viewport,
    reducedMotion: motion ? 'no-preference' : 'reduce',
    ...(hasTouch ? { hasTouch } : {}),
  });
  if (quiet)
    await context.addInitScript(() => {
      // A page at about:blank has no storage (and would report a SecurityError with a failure's report).
      if (location.protocol === 'about:') return;
      localStorage.setItem('newArrivalsSeen', 'true');
      localStorage.setItem('firstVisitModalShown', 'true');
    });
  await context.addInitScript(() => {
    const w = window as unknown as { __opened: unknown[][] };
    w.__opened = [];
    window.open = (...args: unknown[]) => {
      w.__opened.push(args);
      return null;
    };
  });
  const page = await context.newPage();
  // A test that goes elsewhere from unsaved work leaves it, as a person pressing Leave in the browser's
  // prompt would (a test of the prompt itself takes this listener off).
  page.on('dialog', (d) => {
    if (d.type() === 'beforeunload') void d.accept().catch(() => undefined);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  return { page, context, errors };
}

export interface Credentials {
  email: string;
  password: string;
}

/** A token for `who` (the e2e super admin by default), straight from the API. */
export async function tokenFor(who: Credentials = ADMIN): Promise<string> {
  const res = await fetch(`${baseUrl()}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  const json = (await res.json()) as { token?: string; message?: string };
  if (!json.token) throw new Error(`login ${who.email}: ${res.status} ${json.message}`);
  return json.token;
}

/** Calls the API with a token; returns the envelope's `data` (throws on a non-OK answer). */
export async function adminApi<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { data: T; message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json.message}`);
  return json.data;
}

/** A fresh ADMIN-role account (unique e-mail), made by the e2e super admin. */
export async function createAdmin(role: Role = 'ADMIN') {
  const token = await tokenFor();
  const who = {
    name: `E2E ${role === 'ADMIN' ? 'Admin' : 'Super'} ${Math.random().toString(36).slice(2, 7)}`,
    email: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`,
    password: 'e2e-password-456',
  };
  const user = await adminApi<{ id: number }>(token, 'POST', '/users', { ...who, role, status: 'ACTIVE' });
  return { ...who, id: user.id };
}

/** A page (as openPage opens it) signed in with `token`, set in local storage before the app loads. */
export async function signedInPage(viewport: { width: number; height: number }, token: string) {
  const opened = await openPage(viewport);
  await opened.context.addInitScript((t) => {
    if (location.protocol !== 'about:') localStorage.setItem('adminToken', t);
  }, token);
  return opened;
}

/** Signs in through /admin/login and waits for the dashboard (or `then`). */
export async function signIn(page: Page, who: Credentials = ADMIN, then = /\/admin\/dashboard$/) {
  await page.goto(`${baseUrl()}/admin/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(then);
}
