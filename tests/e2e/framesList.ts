/**
 * What the frames' browser files (admin-frames, admin-frame-details, admin-bulk, admin-csv) share: the staff
 * token taken before the file's tests and the frames and labels they made deleted after them, the two widths
 * they run at, the list opened on a search, waited for until it counts what it found, and a bulk action
 * chosen at either width.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { adminApi, baseUrl, PHONE, skip, tokenFor, WIDE } from './fixture';

export interface FramesFile {
  token: string;
  /** Ids of the frames the tests made, deleted after the file's tests. */
  made: number[];
  /** Ids of the labels the tests made, deleted after the frames. */
  labels: number[];
}

/** Sets up a frames list file (call at its top level): the token before its tests, the clean-up after them. */
export function framesFile(): FramesFile {
  const file: FramesFile = { token: '', made: [], labels: [] };
  beforeAll(async () => {
    if (!skip) file.token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of file.made) await adminApi(file.token, 'DELETE', `/frames/${id}`).catch(() => undefined);
    for (const id of file.labels)
      await adminApi(file.token, 'DELETE', `/labels/${id}`).catch(() => undefined);
  });
  return file;
}

/** A frame made through the API (Vintage, 16x20 inches, KSH 5,000 down to 4,000), deleted after the file. */
export async function makeFrame(file: FramesFile, name: string, extra: Record<string, unknown> = {}) {
  const frame = await adminApi<{ id: number; name: string }>(file.token, 'POST', '/frames', {
    name,
    description: `Made by a frames e2e test (${name}).`,
    originalPrice: 5000,
    currentPrice: 4000,
    dimensions: '16x20 inches',
    category: 'Vintage',
    labels: [],
    ...extra,
  });
  file.made.push(frame.id);
  return frame;
}

/** Four labels of four colours, named after `stamp`, deleted after the file: their ids. */
export async function makeLabels(file: FramesFile, stamp: string) {
  const ids: number[] = [];
  for (const [i, color] of ['#1E3A8A', '#B91C1C', '#047857', '#F59E0B'].entries())
    ids.push(
      (
        await adminApi<{ id: number }>(file.token, 'POST', '/labels', {
          name: `E2E ${stamp} L${i + 1}`,
          color,
        })
      ).id,
    );
  file.labels.push(...ids);
  return ids;
}

/** The widths each test runs at: 1280 and 375 px. */
export const WIDTHS = [
  [WIDE, 1280],
  [PHONE, 375],
] as const;

/** Opens the admin frames list searching `search` and waits for its count, e.g. '3 frames found'. */
export async function openFramesList(page: Page, search: string, found: string) {
  await page.goto(`${baseUrl()}/admin/frames?search=${encodeURIComponent(search)}`);
  await page.getByText(found, { exact: true }).waitFor();
}

/**
 * Chooses an action from the frames list's bulk bar: its button from 768 px up, else (a phone) from the bar's
 * Actions menu.
 */
export async function chooseBulkAction(page: Page, label: string) {
  const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
  if ((page.viewportSize()?.width ?? 0) >= 768) {
    await bar.getByRole('button', { name: label, exact: true }).click();
    return;
  }
  await bar.getByRole('button', { name: 'Actions', exact: true }).click();
  const item = page.getByRole('menuitem', { name: label, exact: true });
  // The menu is placed again when the page scrolls (at 375 px it flips above its button when there is no room
  // below). A click that has to scroll to its item first could land where the item was before it moved: the
  // menu stayed open, nothing chosen (1 run in 8 with four runs at once). Scrolled first, the click waits for
  // the item to stand still and scrolls nothing.
  await item.scrollIntoViewIfNeeded();
  await item.click();
}

/** The frames CSV export of a search as the server makes it now: its header and its rows. */
export async function exportedFrames(token: string, search: string) {
  const res = await fetch(`${baseUrl()}/api/frames/export.csv?search=${encodeURIComponent(search)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const [header, ...rows] = (await res.text())
    .replace(/^\ufeff/, '')
    .trim()
    .split(/\r?\n/);
  return [header as string, ...rows] as const;
}

/** The export of a search that finds one frame, with one cell of its row (`column`, from 0) set to `value`. */
export async function exportWith(token: string, search: string, column: number, value: string | number) {
  const [header, row, ...more] = await exportedFrames(token, search);
  expect(more).toEqual([]);
  const cells = (row as string).split(',');
  cells[column] = String(value);
  return `${header}\n${cells.join(',')}\n`;
}
