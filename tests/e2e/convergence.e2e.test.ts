/**
 * Issue 19, item 1: live changes converge. While the storefront home (motion on: galleries advance) and a frame
 * page at a phone's width, and the back-office's frames, labels, messages, marquee, users and dashboard screens
 * (wide) are open in one browser, seeded random sequences of staff changes go through the REST API
 * (staffChanges.ts): frame create, update, delete, status and display order, picture add/delete/reorder, label
 * create/update/delete, marquee add/update/toggle/delete, message create/status/delete, user
 * create/update/role/status/delete and a shopper's enquiry: every event the server emits
 * (frame.created/updated/deleted, frames.reordered, label.changed, marquee.changed,
 * message.created/updated/deleted, user.changed, activity.created, enquiries.changed). After each sequence: no
 * page error (nor console error, nor refused API call), no error screen, and within 2 s of a fresh load of the
 * same URL having settled, every open page shows what that fresh load shows (pageView.ts: visible text, pictures,
 * chip colours). A frame page whose frame was deleted converges to the not-found page. Before a sequence's last
 * change the test waits until no open page has an API call on its way, so that change's event alone must bring
 * the pages up to date (without it, a refetch asked for by an earlier change read the last one too, and a kind
 * whose handling was removed went unseen).
 *
 * CONVERGENCE_SEED replays a run (the seed is printed and named in every failure); CONVERGENCE_RUNS sets the
 * number of sequences (20 by default, of 15 changes each).
 *
 * It runs only with CONVERGENCE=1 (`npm run test:convergence`). It had found the admin frames screen's
 * 'Total Frames' one behind after a frame delete (open 28, a fresh load and a second one 27: seed 603171,
 * sequence 6, before deletes went to the trash) and React's hydration mismatch (#418) on the frame page
 * (seed 558999, sequence 1); neither came back in a replay (603171, sequences 1-8; 558999, 1-6), and each
 * is a focused case of convergence-cases.e2e.test.ts. The unread badge it reported before ('Messages 1' open,
 * none on the fresh load: seeds 603171, 558999) was the fresh load read too early: the server had that many
 * unread and a second fresh load showed the badge (seed 1234 with CONVERGENCE_KINDS=message,enquiry,
 * sequence 24); the menu now marks the Messages link busy until its count arrives, and a fresh load settles
 * only after it (pageView.ts). On a difference, a second fresh load tells which side was behind.
 * CONVERGENCE_KINDS (kinds by prefix, e.g. 'message,enquiry') replays a failure among some kinds only.
 * In CI it found the admin frames screen keeping a frame's old main picture (seed 846920, sequence 14; not
 * in a replay): an event written under an older answer in graphcache's layers, now a deterministic case of
 * tests/unit/api/eventLayers.test.ts (docs/architecture.md).
 *
 * Its power (docs/architecture.md, "Live changes converge", with the table of the last check): run
 * `node scripts/convergence-power.mjs`; it serves this file the built app with one event kind's handling
 * removed from `shopEvent` (src/api/cache.ts), kind by kind, and each run must fail. The defects it found,
 * and their causes, are listed there too.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, browser, PHONE, setupBrowser, skip, tokenFor, WIDE } from './fixture';
import { settledView, viewDiff, viewOf } from './pageView';
import { StaffModel } from './staffChanges';
import { KINDS, sequencesFor } from './staffSteps';

setupBrowser();
const SEED = Number(process.env.CONVERGENCE_SEED ?? Date.now() % 1_000_000);
const RUNS = Number(process.env.CONVERGENCE_RUNS ?? 20);
const LENGTH = 15;
/** How long an open page may take to show what a fresh load shows. */
const CONVERGE_MS = 2000;

interface Watched {
  name: string;
  /** The page open through the changes. */
  page: Page;
  /** A page of the same context that loads the same URL afresh after each sequence (blank in between). */
  fresh: Page;
  errors: string[];
  /** The open page's API requests on their way. */
  calls: Set<unknown>;
}

let token = '';
let model: StaffModel;
const contexts: BrowserContext[] = [];
const watched: Watched[] = [];

/** A page's uncaught errors and console errors (a resource's 404, e.g. a deleted frame's, is the network's, not the page's). */
function watchErrors(page: Page, errors: string[]) {
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  // A refused API call (but the 404 of something just deleted) is an error too.
  page.on('response', (r) => {
    if (r.url().includes('/api/') && r.status() >= 400 && r.status() !== 404)
      errors.push(`response: ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('console', (m) => {
    if (
      m.type() === 'error' &&
      !/Failed to load resource: the server responded with a status of 404/.test(m.text())
    )
      errors.push(`console: ${m.text()}`);
  });
}

/**
 * The shopper's pages at a phone's width, where most of the shop's shoppers are, the back-office's wide. The
 * home page's motion (the marquee, the galleries' fades) is composited in software here, frame after frame:
 * at 1280 x 900 that took ~0.7 of a core for the whole run, at 375 x 740 ~0.4 (docs/bench.md).
 */
async function newContext(motion: boolean, signedIn: boolean) {
  const context = await browser.newContext({
    viewport: signedIn ? WIDE : PHONE,
    reducedMotion: motion ? 'no-preference' : 'reduce',
  });
  await context.addInitScript(
    ({ t }) => {
      // The fresh pages rest on about:blank between loads, where storage is not to be touched.
      if (location.protocol === 'about:') return;
      localStorage.setItem('newArrivalsSeen', 'true');
      localStorage.setItem('firstVisitModalShown', 'true');
      if (t) localStorage.setItem('adminToken', t);
    },
    { t: signedIn ? token : '' },
  );
  contexts.push(context);
  return context;
}

async function open(name: string, context: BrowserContext, path: string) {
  const errors: string[] = [];
  const [page, fresh] = [await context.newPage(), await context.newPage()];
  watchErrors(page, errors);
  watchErrors(fresh, errors);
  const calls = new Set<unknown>();
  page.on('request', (r) => r.url().includes('/api/') && calls.add(r));
  page.on('requestfinished', (r) => calls.delete(r));
  page.on('requestfailed', (r) => calls.delete(r));
  await page.goto(`${baseUrl()}${path}`);
  await settledView(page);
  watched.push({ name, page, fresh, errors, calls });
}

/**
 * Until no open page has an API call on its way (twice in a row, 200 ms apart; at most 30 s). Before a
 * sequence's last change: its event alone must then bring the open pages up to date, since no refetch
 * asked for by an earlier change can read it (the rest exchange reads a request again when an event
 * arrives while it is out), so a kind of event whose handling is missing fails the run.
 */
async function quiet() {
  const end = Date.now() + 30_000;
  let still = 0;
  while (still < 2 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 200));
    still = watched.every((w) => w.calls.size === 0) ? still + 1 : 0;
  }
}

/** What a fresh load of `w`'s URL shows once settled; the page is left blank (no socket, no timers) after. */
async function freshView(w: Watched, cards: number) {
  // Every request answered (the side menu's unread badge, absent until its count arrives, looks like 0).
  await w.fresh.goto(w.page.url(), { waitUntil: 'networkidle' });
  const home = new URL(w.page.url()).pathname === '/';
  const view = await settledView(w.fresh, (v) => !home || v.split('\ncard: ').length - 1 === cards);
  await w.fresh.goto('about:blank');
  return view;
}

/** The open page's view, read until it is `fresh` or CONVERGE_MS have passed. */
async function convergedView(w: Watched, fresh: string) {
  const end = Date.now() + CONVERGE_MS;
  let view = await viewOf(w.page);
  while (view !== fresh && Date.now() < end) {
    await w.page.waitForTimeout(100);
    view = await viewOf(w.page);
  }
  return view;
}

const framePage = () => watched.find((w) => w.name === 'frame page') as Watched;

describe.skipIf(skip || process.env.CONVERGENCE !== '1')(`live changes converge (seed ${SEED})`, () => {
  beforeAll(async () => {
    console.log(
      `[convergence] seed ${SEED} (CONVERGENCE_SEED=${SEED} replays it), ${RUNS} x ${LENGTH} changes`,
    );
    token = await tokenFor();
    model = new StaffModel(token, `Cv${SEED}`);
    await model.start();
    for (const n of [1, 2, 3]) await model.apply({ kind: 'frame.create', a: 0, b: n / 4, n });
    const shop = await newContext(true, false);
    const admin = await newContext(false, true);
    await open('home', shop, '/');
    await open('frame page', shop, `/frame/${[...model.frames.keys()][0]}`);
    await open('admin frames', admin, `/admin/frames?search=Cv${SEED}`);
    await open('admin labels', admin, '/admin/labels');
    await open('admin messages', admin, '/admin/messages');
    await open('admin marquee', admin, '/admin/marquee');
    await open('admin users', admin, '/admin/users');
    await open('admin dashboard', admin, '/admin/dashboard');
  });

  afterAll(async () => {
    await model?.restore();
    for (const c of contexts) await c.close().catch(() => undefined);
  });

  it(`${RUNS} sequences of ${LENGTH} staff changes: every open page shows what a fresh load shows`, async () => {
    const sequences = sequencesFor(SEED, RUNS, LENGTH);
    for (const [run, sequence] of sequences.entries()) {
      const where = `seed ${SEED}, sequence ${run + 1}`;
      // The frame page shows one of the test's frames; once that is deleted (and its not-found page
      // checked), the next sequence opens another.
      const fp = framePage();
      const shown = Number(new URL(fp.page.url()).pathname.split('/').pop());
      if (!model.frames.has(shown)) {
        const next = [...model.frames.keys()][run % model.frames.size];
        await fp.page.goto(`${baseUrl()}/frame/${next}`);
        await settledView(fp.page);
      }
      const applied: string[] = [];
      const started = Date.now();
      for (const [i, step] of sequence.entries()) {
        if (i === sequence.length - 1) await quiet();
        try {
          applied.push(await model.apply(step));
        } catch (error) {
          throw new Error(`${where}, change ${applied.length + 1} (${step.kind}): ${error}`);
        }
      }
      const changed = Date.now();
      const cards = (
        (await (await fetch(`${baseUrl()}/api/public/frames?limit=50`)).json()) as { data: unknown[] }
      ).data.length;
      // The fresh loads side by side (the open pages meanwhile take in the changes' events).
      const fresh = await Promise.all(watched.map((w) => freshView(w, cards)));
      for (const [i, w] of watched.entries()) {
        const open = await convergedView(w, fresh[i] as string);
        // A difference: is the open page behind, or was the fresh load read too early? A second fresh load says.
        const again = open === fresh[i] ? '' : await freshView(w, cards);
        expect(w.errors, `${where}: errors on ${w.name} after ${applied.join(', ')}`).toEqual([]);
        expect(
          open === fresh[i],
          `${where}: the open ${w.name} (${w.page.url()}) differs from a fresh load ${CONVERGE_MS} ms after it (a second fresh load ${again === open ? 'shows what the open page shows' : 'differs too'}), after ${applied.join(', ')}:\n${viewDiff(open, fresh[i] as string)}`,
        ).toBe(true);
      }
      console.log(
        `[convergence] ${where}: ${changed - started} ms of changes (the last one ${applied.at(-1)} after the pages were quiet), compared in ${Date.now() - changed} ms`,
      );
    }
    // Every kind of change was made as itself at least once (a step whose subject is missing makes it first;
    // tests/unit/e2e/staffChanges.test.ts holds that for any seed); a shorter run (CONVERGENCE_RUNS, to replay
    // or check a failure) may miss some.
    if (RUNS >= 20 && !process.env.CONVERGENCE_KINDS)
      expect(
        KINDS.filter((k) => !model.applied.has(k)),
        `seed ${SEED}: kinds never applied`,
      ).toEqual([]);
  }, 1_800_000);
});
