/**
 * The quick search machine's generated paths in Chromium (Ctrl+K anywhere in the back office, `?` for the
 * shortcuts): the page's clock holds the typing's pause (debouncing) until a step moves it, and the search's
 * four calls are held at the server's door (searching) until a step answers them: the real server (found),
 * the real server asked for a text nothing matches (nothing found), a stand-in 500 (failed), or no network
 * (no connection; back online: the network off and on, the browser's online event). Each state checked by
 * its screen text.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { QUICK_SEARCH_DEBOUNCE } from '../../machines/quickSearch.machine';
import { quickSearchGraph } from '../machines/quickSearch.model';
import { installClock, untilOnClock } from './clock';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { type HeldCalls, holdCalls, release, untilHeld } from './heldCalls';
import { describeBrowserPaths, type PathStep } from './paths';
import { focusedWithin } from './screen';

setupBrowser();

/** The text typed: it finds the two frames made here (and nothing else). */
const WORD = `qp${Date.now().toString(36)}`;
const made: { id: number; name: string }[] = [];
let token = '';
beforeAll(async () => {
  if (skip) return;
  token = await tokenFor();
  for (const n of ['a', 'b']) {
    const name = `Qp${WORD.slice(2)} ${n}`;
    const f = await adminApi<{ id: number }>(token, 'POST', '/frames', {
      name,
      description: 'Quick search paths.',
      originalPrice: 6000,
      currentPrice: 5000,
    });
    made.push({ id: f.id, name });
  }
});
afterAll(async () => {
  for (const f of made) await adminApi(token, 'DELETE', `/frames/${f.id}`).catch(() => undefined);
});

/** The search asks the four lists at once (users too: the e2e admin is a super admin). */
const LISTS = ['/api/frames', '/api/messages', '/api/users', '/api/labels'];

interface Ctx {
  page: Page;
  context: BrowserContext;
  calls: HeldCalls;
  /** What the search box holds now, and how many times text was typed. */
  typed: string;
  typings: number;
  /** The results' titles as listed, and the highlighted one's index. */
  titles: string[];
  active: number;
  /** Where Enter went (the highlighted frame's page). */
  openedId?: number;
  /** The page's time just before the last typing (its pause started after it). */
  typedAt: number;
}

/** The page's clock now (installClock: it runs on from where it was installed, moved on by the steps). */
const pageTime = (c: Ctx) => c.page.evaluate(() => Date.now());

const searchDialog = (c: Ctx) => c.page.getByRole('dialog', { name: 'Quick search' });
const shortcutsDialog = (c: Ctx) => c.page.getByRole('dialog', { name: 'Keyboard shortcuts' });
const searchBox = (c: Ctx) => c.page.getByRole('textbox', { name: 'Search' });
const options = (c: Ctx) => searchDialog(c).getByRole('option');
const alert = (c: Ctx) => searchDialog(c).getByRole('alert');
const TEXTS = {
  idle: 'Type to find frames, messages, users and labels.',
  failed: 'The search failed.',
  offline: 'No connection: the search will run again when you are back online.',
};

/** The dialog open with the typed text kept and a spinner ('Searching'). */
async function spinning(c: Ctx) {
  await searchDialog(c).getByRole('status', { name: 'Searching' }).waitFor();
  expect(await searchBox(c).inputValue()).toBe(c.typed);
}

/** The failure's or the lost connection's notice, with the text kept and Try again. */
const notice = (text: string) => ({
  screen: async (c: Ctx) => {
    await alert(c).getByText(text).waitFor();
    await alert(c).getByRole('button', { name: 'Try again' }).waitFor();
    expect(await searchBox(c).inputValue()).toBe(c.typed);
  },
});

/**
 * The n-th typing of the word: its letters in small or capital letters by n's bits, a new question to the
 * client each time (a question asked again soon after is answered with the first one's answer, no call).
 */
const spelling = (n: number) => [...WORD].map((ch, i) => ((n >> i) & 1 ? ch.toUpperCase() : ch)).join('');

/** A search left behind (typed over, closed): its calls go on to the server, the next ones are held. */
const dropSearch = async (c: Ctx) => release(c.calls, 'pass');

const move = async (c: Ctx, key: 'ArrowDown' | 'ArrowUp') => {
  await searchBox(c).press(key);
  const n = c.titles.length;
  c.active = (c.active + (key === 'ArrowDown' ? 1 : -1) + n) % n;
};

describeBrowserPaths<Ctx>(
  {
    name: 'quickSearch',
    walks: 'long',
    pathTimeout: 120_000,
    model: quickSearchGraph,
    async open() {
      const { page, context } = await signedInPage(WIDE, token);
      await installClock(page); // the typing's pause and the http layer's retries on a clock the steps move
      const calls = await holdCalls(
        page,
        (url) =>
          LISTS.includes(url.pathname) && (url.searchParams.get('search') ?? '').toLowerCase().includes(WORD),
      );
      await page.goto(`${baseUrl()}/admin/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor({ timeout: 20_000 });
      return { page, context, calls, typed: '', typings: 0, titles: [], active: 0, typedAt: 0 };
    },
    async close(c) {
      await c.context.close();
    },
    cause: {
      open: async (c) => c.page.keyboard.press('Control+k'),
      close: async (c) => {
        await c.page.keyboard.press('Escape');
        await dropSearch(c);
      },
      shortcuts: async (c) => c.page.keyboard.press('?'),
      'close shortcuts': async (c) => c.page.keyboard.press('Escape'),
      type: async (c) => {
        c.typed = spelling(++c.typings);
        c.typedAt = await pageTime(c);
        await searchBox(c).fill(c.typed);
        await dropSearch(c);
      },
      'clear text': async (c) => {
        c.typed = '';
        await searchBox(c).fill('');
        await dropSearch(c);
      },
      // The typing's pause, on the page's clock: the search starts (its calls held at the door).
      pause: async (c) => {
        await c.page.clock.runFor(QUICK_SEARCH_DEBOUNCE + 50);
      },
      found: async (c) => {
        await release(c.calls, 'pass');
        await expect.poll(() => options(c).count()).toBe(made.length);
        c.titles = (await options(c).allInnerTexts()).map((t) => t.split('\n')[0] as string);
        c.active = 0;
      },
      // The server asked for a text nothing matches, in place of the typed one.
      'nothing found': async (c) =>
        release(c.calls, 'pass', {
          rewrite: (url) => {
            url.searchParams.set('search', `${WORD}nothing`);
            return url;
          },
        }),
      // A stand-in 500 for the calls and their retries (run through on the page's clock).
      failed: async (c) => {
        await release(c.calls, 'fail');
        await untilOnClock(c.page, alert(c));
      },
      'no connection': async (c) => {
        await release(c.calls, 'offline');
        await untilOnClock(c.page, alert(c));
      },
      'back online': async (c) => {
        c.calls.answer = 'hold';
        await c.context.setOffline(true);
        await c.context.setOffline(false);
      },
      'try again': async (c) => {
        c.calls.answer = 'hold';
        await alert(c).getByRole('button', { name: 'Try again' }).click();
      },
      down: async (c) => move(c, 'ArrowDown'),
      up: async (c) => move(c, 'ArrowUp'),
      enter: async (c) => {
        const title = c.titles[c.active];
        c.openedId = made.find((f) => f.name === title)?.id;
        await searchBox(c).press('Enter');
      },
    },
    notInBrowser: {},
    states: {
      closed: {
        screen: async (c: Ctx, step?: PathStep) => {
          await searchDialog(c).waitFor({ state: 'detached' });
          await shortcutsDialog(c).waitFor({ state: 'detached' });
          if (step?.label === 'enter') {
            expect(c.openedId).toBeDefined();
            await c.page.waitForURL(new RegExp(`/admin/frames/${c.openedId}$`));
          }
        },
      },
      shortcuts: {
        screen: async (c) => {
          await shortcutsDialog(c).getByText('Open the quick search (⌘ K on a Mac)').waitFor();
          expect(await searchDialog(c).count()).toBe(0);
          // Open for good: the dialog has taken the focus, as it does once it listens for Escape (an Escape
          // pressed as it appeared, on a busy machine, left it open: helper D's run of 4 files at once).
          await focusedWithin(shortcutsDialog(c));
        },
      },
      'open.idle': {
        screen: async (c) => {
          await searchDialog(c).getByText(TEXTS.idle).waitFor();
          expect((await searchBox(c).inputValue()).trim()).toBe('');
          await expect.poll(() => searchBox(c).evaluate((el) => el === document.activeElement)).toBe(true);
          // Gone (from the shortcuts: Ctrl+K closes them, and they leave once their exit animation ends; the CI
          // of e1a1f56 counted them here while they were leaving).
          await shortcutsDialog(c).waitFor({ state: 'detached' });
        },
      },
      // The spinner while the typing pauses: no call goes before the pause ends on the page's clock. The clock
      // runs on in real time between steps (a busy machine may let the pause end before this check), so a
      // call seen here is a fault only when the page's clock shows the pause not yet over.
      'open.debouncing': {
        screen: async (c) => {
          await spinning(c);
          const sent = c.calls.routes.length;
          const paused = (await pageTime(c)) - c.typedAt;
          if (sent > 0)
            expect(paused, `${sent} call(s) sent ${paused} ms into the pause`).toBeGreaterThanOrEqual(
              QUICK_SEARCH_DEBOUNCE,
            );
        },
      },
      // The spinner, the four calls at the server's door.
      'open.searching': {
        screen: async (c) => {
          await spinning(c);
          await untilHeld(c.calls, LISTS.length);
        },
      },
      'open.results': {
        screen: async (c) => {
          await searchDialog(c).getByRole('group', { name: 'Frames' }).waitFor();
          expect([...c.titles].sort()).toEqual(made.map((f) => f.name).sort());
          await expect
            .poll(() => options(c).evaluateAll((els) => els.map((e) => e.getAttribute('aria-selected'))))
            .toEqual(c.titles.map((_, i) => String(i === c.active)));
          // The highlighted one is the one listed at `active` (the titles as the dialog lists them).
          expect((await options(c).nth(c.active).innerText()).split('\n')[0]).toBe(c.titles[c.active]);
        },
      },
      'open.empty': {
        screen: async (c) => {
          await searchDialog(c).getByText(`No results for “${c.typed.trim()}”`).waitFor();
          expect(await options(c).count()).toBe(0);
        },
      },
      'open.failed': notice(TEXTS.failed),
      'open.offline': notice(TEXTS.offline),
    },
  },
  skip,
);
