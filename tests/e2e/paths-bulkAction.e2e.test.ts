/**
 * The bulk action machine's generated paths in Chromium, at 1280 and 375 px, on a list of two fresh frames
 * (A and B: the model's frames 1 and 2): rows ticked one by one or all on the page, "Change prices" chosen,
 * confirmed by 10 %, the call held at the server's door (running) until a step answers it: the real server
 * (call done: the prices up 10 %, rounded, and "N frames updated."), the real server asked to lower them
 * below 0 (call refused, with its reason), or no network (offline; back online: the network off and on).
 * Each state checked on screen (the bar, the checkboxes, the dialog, the toasts) and on the server (prices).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { bulkActionGraph } from '../machines/bulkAction.model';
import { installClock, untilOnClock } from './clock';
import { adminApi, baseUrl, PHONE, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { chooseBulkAction, framesFile } from './framesList';
import { type HeldCalls, holdCalls, release, untilHeld } from './heldCalls';
import { describeBrowserPaths, type PathStep } from './paths';
import { expectToast } from './toasts';

setupBrowser();

const file = framesFile();
const START_PRICE = 1000;

interface Frame {
  id: number;
  name: string;
}

interface Ctx {
  page: Page;
  context: BrowserContext;
  calls: HeldCalls;
  /** A and B: the model's frames 1 and 2. */
  frames: Frame[];
  /** The ticked frames' ids, and the prices the server should hold. */
  selected: number[];
  prices: Map<number, number>;
  /** How many frames the last call that went through changed. */
  changed: number;
}

const bar = (c: Ctx) => c.page.getByRole('toolbar', { name: 'Bulk actions' });
const dialog = (c: Ctx) => c.page.getByRole('alertdialog', { name: 'Change prices' });
const rowBox = (c: Ctx, f: Frame) => c.page.getByRole('checkbox', { name: `Select ${f.name}` });
const allBox = (c: Ctx) => c.page.getByRole('checkbox', { name: 'Select all on this page' });
const frames = (n: number) => (n === 1 ? '1 frame' : `${n} frames`);
const confirmButton = (c: Ctx) =>
  dialog(c).getByRole('button', { name: /^(Apply to \d+ frames?|Try again)$/ });
const REFUSAL = /^".+" would cost -\d+ KSh\. Prices must be greater than 0\.$/;

const storedPrices = (c: Ctx) =>
  Promise.all(
    c.frames.map(
      async (f) =>
        (await adminApi<{ currentPrice: number }>(file.token, 'GET', `/frames/${f.id}`)).currentPrice,
    ),
  );
const expectedPrices = (c: Ctx) => c.frames.map((f) => c.prices.get(f.id));
const serverUnchanged = async (c: Ctx) => expect(await storedPrices(c)).toEqual(expectedPrices(c));

/** Each row's checkbox ticked as the selection says. */
async function ticksShown(c: Ctx) {
  for (const f of c.frames) await expect.poll(() => rowBox(c, f).isChecked()).toBe(c.selected.includes(f.id));
}

/** Presses the dialog's confirm button (Apply to N frames, or Try again): the call is held at the door. */
async function pressConfirm(c: Ctx) {
  c.calls.answer = 'hold';
  const value = dialog(c).getByLabel('Percent (negative lowers)');
  if ((await value.inputValue()) === '') await value.fill('10');
  await confirmButton(c).click();
}

/** The dialog of `Change prices` open over the bar, for the selection. */
async function dialogShown(c: Ctx) {
  await dialog(c)
    .getByText(`Change the current price of ${frames(c.selected.length)}`)
    .waitFor();
  // The bar behind the modal dialog (hidden from the accessibility tree meanwhile).
  await c.page.getByTestId('bulk-bar').getByText(`${c.selected.length} selected`).waitFor();
}

function flowFor(viewport: typeof WIDE, width: number) {
  return {
    name: `bulkAction (${width} px)`,
    model: bulkActionGraph,
    walks: 'long' as const,
    pathTimeout: 180_000,
    async open(): Promise<Ctx> {
      const word = `Bp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      const made: Frame[] = [];
      for (const n of ['A', 'B']) {
        const name = `${word} ${n}`;
        const f = await adminApi<{ id: number }>(file.token, 'POST', '/frames', {
          name,
          description: 'Bulk action paths.',
          originalPrice: 2000,
          currentPrice: START_PRICE,
        });
        file.made.push(f.id);
        made.push({ id: f.id, name });
      }
      const { page, context } = await signedInPage(viewport, file.token);
      await installClock(page); // the http layer's waits on a clock the steps move
      const calls = await holdCalls(
        page,
        (url, r) => url.pathname === '/api/frames/bulk' && r.method() === 'POST',
      );
      calls.answer = 'pass';
      // Page 2 of a one-page list: the list goes to page 1 (a step of the history Back returns to).
      await page.goto(`${baseUrl()}/admin/frames?search=${word}&page=2`);
      await page.getByText('2 frames found', { exact: true }).waitFor({ timeout: 20_000 });
      const c = { page, context, calls, frames: made, selected: [], changed: 0, prices: new Map() } as Ctx;
      for (const f of made) c.prices.set(f.id, START_PRICE);
      await rowBox(c, made[0] as Frame).waitFor();
      return c;
    },
    async close(c: Ctx) {
      await c.context.close();
    },
    cause: {
      'tick 1': async (c: Ctx) => {
        const a = c.frames[0] as Frame;
        await rowBox(c, a).click();
        c.selected = c.selected.includes(a.id)
          ? c.selected.filter((id) => id !== a.id)
          : [...c.selected, a.id];
      },
      'all on page': async (c: Ctx) => {
        await allBox(c).check();
        c.selected = c.frames.map((f) => f.id);
      },
      // The box of the whole page taken off (every row was ticked).
      'none on page': async (c: Ctx) => {
        expect(await allBox(c).isChecked()).toBe(true);
        await allBox(c).uncheck();
        c.selected = [];
      },
      // The browser's Back: the list's page 2 (past its end, so it goes back to page 1 at once).
      'page changes': async (c: Ctx) => {
        await c.page.goBack();
        await c.page.waitForURL((url) => !url.searchParams.has('page'));
        c.selected = [];
      },
      choose: async (c: Ctx) => chooseBulkAction(c.page, 'Change prices'),
      cancel: async (c: Ctx) => dialog(c).getByRole('button', { name: 'Cancel' }).click(),
      confirm: async (c: Ctx) => pressConfirm(c),
      'call done': async (c: Ctx) => {
        await release(c.calls, 'pass');
        c.changed = c.selected.length;
        for (const id of c.selected) c.prices.set(id, Math.round((c.prices.get(id) as number) * 1.1));
        c.selected = [];
      },
      // The real server asked to lower the prices by far more than they are: it refuses, with its reason.
      'call refused': async (c: Ctx) => {
        await release(c.calls, 'pass', {
          body: (text) =>
            JSON.stringify({
              ...JSON.parse(text || '{}'),
              action: { type: 'price', by: 'amount', value: -1_000_000 },
            }),
        });
        await untilOnClock(c.page, dialog(c).getByTestId('bulk-error'));
      },
      'no connection': async (c: Ctx) => {
        await release(c.calls, 'offline');
        await untilOnClock(c.page, dialog(c).getByTestId('offline'));
      },
      'back online': async (c: Ctx) => {
        c.calls.answer = 'hold';
        await c.context.setOffline(true);
        await c.context.setOffline(false);
      },
    },
    notInBrowser: {},
    states: {
      idle: {
        screen: async (c: Ctx, step?: PathStep) => {
          await bar(c).waitFor({ state: 'detached' });
          await dialog(c).waitFor({ state: 'detached' });
          await ticksShown(c);
          if (step?.label === 'call done') await expectToast(c.page, `${frames(c.changed)} updated.`);
        },
        server: async (c: Ctx) => expect.poll(() => storedPrices(c)).toEqual(expectedPrices(c)),
      },
      selecting: {
        screen: async (c: Ctx) => {
          await bar(c).getByText(`${c.selected.length} selected`).waitFor();
          await dialog(c).waitFor({ state: 'detached' });
          await ticksShown(c);
        },
        server: serverUnchanged,
      },
      confirming: {
        screen: async (c: Ctx) => {
          await dialogShown(c);
          await confirmButton(c).waitFor();
          expect(await confirmButton(c).innerText()).toBe(`Apply to ${frames(c.selected.length)}`);
        },
        server: serverUnchanged,
      },
      // The call at the door: the confirm button busy, the dialog kept.
      running: {
        screen: async (c: Ctx) => {
          await dialogShown(c);
          await untilHeld(c.calls, 1);
          await expect.poll(() => confirmButton(c).isDisabled()).toBe(true);
        },
        server: serverUnchanged,
      },
      failed: {
        screen: async (c: Ctx) => {
          await dialogShown(c);
          expect(await dialog(c).getByTestId('bulk-error').innerText()).toMatch(REFUSAL);
          await expectToast(c.page, 'Prices must be greater than 0.');
          expect(await confirmButton(c).innerText()).toBe('Try again');
        },
        server: serverUnchanged,
      },
      offline: {
        screen: async (c: Ctx) => {
          await dialogShown(c);
          expect(await dialog(c).getByTestId('offline').innerText()).toBe(CONNECTION_TEXTS.lost);
          await expectToast(c.page, CONNECTION_TEXTS.kept);
          expect(await confirmButton(c).innerText()).toBe('Try again');
          // The chosen change is kept.
          expect(await dialog(c).getByLabel('Percent (negative lowers)').inputValue()).toBe('10');
        },
        server: serverUnchanged,
      },
    },
  };
}

describeBrowserPaths<Ctx>(flowFor(WIDE, 1280), skip);
describeBrowserPaths<Ctx>(flowFor(PHONE, 375), skip);
