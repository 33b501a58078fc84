/**
 * The CSV import machine's generated paths in Chromium, on one fresh frame each: the file chosen is the
 * frame's own export with its price 100 higher (or 6 MB of rows: too large, never sent). The file's reading
 * is held by a stand-in for the browser's (which reads a chosen file at once) until a step lets it finish or
 * fail; the preview and import calls are held at the server's door until a step answers them: the real
 * server (with changes; or asked about the file with a bad price: errors by row and column; or the file as
 * exported: no change), a stand-in 500 (preview failed), no network (offline; back online: the network off
 * and on); the import refused by the real server after another admin changed the frame (import failed).
 * Each state checked on screen (the dialog, its buttons, the toasts) and on the server (the frame's price).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { CONNECTION_TEXTS } from '../../machines/connection';
import { CSV_TEXTS } from '../../machines/csvImport.machine';
import { csvImportGraph } from '../machines/csvImport.model';
import { installClock, untilOnClock } from './clock';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { exportedFrames, exportWith, framesFile } from './framesList';
import { endRead, type HeldCalls, holdCalls, holdReads, pendingReads, release, untilHeld } from './heldCalls';
import { describeBrowserPaths, type PathStep } from './paths';
import { expectToast } from './toasts';

setupBrowser();
const file = framesFile();
const PRICE = 5000;
const PRICE_COLUMN = 4; // id,name,description,category,price,...

interface Ctx {
  page: Page;
  context: BrowserContext;
  calls: HeldCalls;
  id: number;
  word: string;
  /** The price the server holds, and the one the chosen file asks for. */
  price: number;
  asked: number;
  /** The frame's stock status (another admin flips it). */
  inStock: boolean;
}

const dialog = (c: Ctx) => c.page.getByRole('dialog', { name: 'Import frames from CSV' });
const importButton = (c: Ctx) => dialog(c).getByRole('button', { name: /^(Import \d+ changes?|Importing)/ });
const alert = (c: Ctx) => dialog(c).getByRole('alert');
const checking = (c: Ctx) => dialog(c).getByRole('status').filter({ hasText: 'Checking the file…' });
const OFFLINE = 'No connection: the file is kept and checked again once you are back online.';
const CHANGED = 'The frames changed since the preview: preview the file again.';

/** The frame's export with its row's price set to `price`. */
const withPrice = async (c: Ctx, price: string | number) =>
  exportWith(file.token, c.word, PRICE_COLUMN, price);
/** The held preview's body asking about `csv` in place of the chosen file's text. */
const asking = (csv: string) => (body: string) => JSON.stringify({ ...JSON.parse(body), csv });

const storedPrice = async (c: Ctx) =>
  (await adminApi<{ currentPrice: number }>(file.token, 'GET', `/frames/${c.id}`)).currentPrice;

async function choose(c: Ctx, name: string, text: string | Buffer) {
  c.calls.answer = 'hold';
  await dialog(c)
    .getByLabel('CSV file')
    .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });
}

/** The dialog open with the chosen file's name, Cancel, and Import as `label` (enabled or not). */
async function dialogWith(c: Ctx, label: string, enabled: boolean) {
  await dialog(c).getByRole('button', { name: 'Cancel' }).waitFor();
  await expect.poll(() => importButton(c).innerText()).toBe(label);
  expect(await importButton(c).isEnabled()).toBe(enabled);
}

/**
 * Waits (on the page's clock) for the toasts to leave: at 1280 px a toast (bottom right) lies over the
 * dialog's footer buttons, as a staff member finds, who waits for it to go before pressing one.
 */
const toastsGone = (c: Ctx) =>
  untilOnClock(
    c.page,
    async () => (await c.page.locator('[data-scope="toast"][data-part="root"]').count()) === 0,
  );

/** The held call finds no network: the dialog says so (after the http layer's waits, on the page's clock). */
async function cutOff(c: Ctx) {
  await release(c.calls, 'offline');
  await untilOnClock(c.page, alert(c).filter({ hasText: OFFLINE }));
}

const serverKept = async (c: Ctx) => expect(await storedPrice(c)).toBe(c.price);

describeBrowserPaths<Ctx>(
  {
    name: 'csvImport',
    model: csvImportGraph,
    walks: 'long',
    pathTimeout: 240_000,
    async open() {
      const word = `Cp${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
      const f = await adminApi<{ id: number }>(file.token, 'POST', '/frames', {
        name: `${word} Oak`,
        description: 'CSV import paths',
        originalPrice: 9000,
        currentPrice: PRICE,
      });
      file.made.push(f.id);
      const { page, context } = await signedInPage(WIDE, file.token);
      await installClock(page); // the http layer's waits on a clock the steps move
      await holdReads(page);
      const calls = await holdCalls(
        page,
        (url, r) => r.method() === 'POST' && /^\/api\/frames\/import(\/preview)?$/.test(url.pathname),
      );
      await page.goto(`${baseUrl()}/admin/frames?search=${word}`);
      await page.getByText('1 frame found', { exact: true }).waitFor({ timeout: 20_000 });
      return { page, context, calls, id: f.id, word, price: PRICE, asked: PRICE, inStock: true };
    },
    async close(c) {
      await c.context.close();
    },
    cause: {
      open: async (c) => c.page.getByRole('button', { name: 'Import CSV' }).click(),
      // Cancel: a read or preview left behind goes on (to nobody), the next call is held again.
      close: async (c) => {
        await toastsGone(c);
        await dialog(c).getByRole('button', { name: 'Cancel' }).click();
        while ((await pendingReads(c.page)) > 0) await endRead(c.page, 'go');
        await release(c.calls, 'pass');
      },
      choose: async (c) => {
        c.asked = c.price + 100;
        await choose(c, 'frames.csv', await withPrice(c, c.asked));
      },
      'choose a big file': async (c) => {
        const [header, row = ''] = await exportedFrames(file.token, c.word);
        const rows = `${row}\n`.repeat(Math.ceil((6 * 1024 * 1024) / (row.length + 1)));
        await choose(c, 'big.csv', Buffer.from(`${header}\n${rows}`));
      },
      'file read': async (c) => endRead(c.page, 'go'),
      'read failed': async (c) => endRead(c.page, 'fail'),
      'preview with changes': async (c) => release(c.calls, 'pass'),
      'preview with errors': async (c) =>
        release(c.calls, 'pass', { body: asking(await withPrice(c, 'abc')) }),
      'preview of no change': async (c) =>
        release(c.calls, 'pass', { body: asking(await withPrice(c, c.price)) }),
      'preview failed': async (c) => {
        await release(c.calls, 'fail', { after: 'hold' });
        await untilOnClock(c.page, alert(c));
      },
      'no connection': async (c) => cutOff(c),
      'import offline': async (c) => cutOff(c),
      import: async (c) => {
        c.calls.answer = 'hold';
        await toastsGone(c);
        await importButton(c).click();
      },
      'import done': async (c) => {
        await release(c.calls, 'pass');
        c.price = c.asked;
      },
      // Another admin changes the frame's stock status meanwhile: the server refuses the import.
      'import failed': async (c) => {
        c.inStock = !c.inStock;
        await adminApi(file.token, 'POST', '/frames/bulk', {
          ids: [c.id],
          action: { type: 'status', status: c.inStock ? 'IN_STOCK' : 'OUT_OF_STOCK' },
        });
        await release(c.calls, 'pass');
        await untilOnClock(c.page, alert(c));
      },
      retry: async (c) => {
        c.calls.answer = 'hold';
        await toastsGone(c);
        await dialog(c).getByRole('button', { name: 'Try again' }).click();
      },
      'back online': async (c) => {
        c.calls.answer = 'hold';
        await c.context.setOffline(true);
        await c.context.setOffline(false);
      },
    },
    notInBrowser: {},
    states: {
      idle: {
        screen: async (c, step?: PathStep) => {
          await dialog(c).waitFor({ state: 'detached' });
          if (step?.label === 'import done') {
            await expectToast(c.page, 'Imported: 0 created, 1 updated.');
            await c.page.getByRole('button', { name: 'Undo' }).waitFor();
          }
        },
        server: async (c) => expect.poll(() => storedPrice(c)).toBe(c.price),
      },
      'picking.choosing': {
        screen: async (c) => {
          await dialogWith(c, 'Import 0 changes', false);
          expect(
            await dialog(c)
              .getByText(/^File: /)
              .count(),
          ).toBe(0);
        },
        server: serverKept,
      },
      'picking.tooLarge': {
        screen: async (c) => {
          await alert(c).getByText(CSV_TEXTS.tooLarge).waitFor();
          await dialog(c).getByText('File: big.csv').waitFor();
          await dialogWith(c, 'Import 0 changes', false);
          expect(c.calls.routes).toHaveLength(0);
        },
        server: serverKept,
      },
      // The file being read: no call yet.
      reading: {
        screen: async (c) => {
          await checking(c).waitFor();
          await expect.poll(() => pendingReads(c.page)).toBe(1);
          expect(c.calls.routes).toHaveLength(0);
        },
        server: serverKept,
      },
      // Its preview at the server's door.
      previewing: {
        screen: async (c) => {
          await checking(c).waitFor();
          await untilHeld(c.calls, 1);
          expect(c.calls.routes[0]?.request().url()).toMatch(/\/import\/preview$/);
        },
        server: serverKept,
      },
      'picking.ready': {
        screen: async (c) => {
          await dialog(c).getByText('0 to create, 1 to update, 0 with no change.').waitFor();
          await dialog(c).getByText(`price (${c.price} → ${c.asked})`).waitFor();
          await dialogWith(c, 'Import 1 change', true);
        },
        server: serverKept,
      },
      'picking.invalid': {
        screen: async (c) => {
          await dialog(c)
            .getByText(/^Row 2, price: /)
            .waitFor();
          await dialog(c).getByText('1 error: nothing will be imported until the file is fixed.').waitFor();
          await dialogWith(c, 'Import 0 changes', false);
        },
        server: serverKept,
      },
      'picking.nothing': {
        screen: async (c) => {
          await dialog(c).getByText('0 to create, 0 to update, 1 with no change (0 changes).').waitFor();
          await dialogWith(c, 'Import 0 changes', false);
        },
        server: serverKept,
      },
      'picking.failed': {
        screen: async (c, step) => {
          const said = (await alert(c).innerText()).trim();
          if (step?.label === 'read failed') expect(said).toBe(CSV_TEXTS.readFailed);
          else if (step?.label === 'import failed') {
            expect(said).toBe(CHANGED);
            await expectToast(c.page, CHANGED);
          } else expect(said.length).toBeGreaterThan(0);
          await dialog(c).getByRole('button', { name: 'Try again' }).waitFor();
        },
        server: serverKept,
      },
      // The import at the server's door: its button busy.
      importing: {
        screen: async (c) => {
          await untilHeld(c.calls, 1);
          expect(c.calls.routes[0]?.request().url()).toMatch(/\/import$/);
          await expect.poll(() => importButton(c).innerText()).toContain('Importing');
          expect(await importButton(c).isDisabled()).toBe(true);
        },
        server: serverKept,
      },
      offline: {
        screen: async (c) => {
          await alert(c).getByText(OFFLINE).waitFor();
          await expectToast(c.page, CONNECTION_TEXTS.kept);
          await dialog(c).getByRole('button', { name: 'Try again' }).waitFor();
        },
        server: serverKept,
      },
    },
  },
  skip,
);
