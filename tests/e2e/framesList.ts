/**
 * What the frames list's browser files (admin-bulk, admin-csv) share: the staff token taken before the file's
 * tests and the frames they made deleted after them, the two widths they run at, and the list opened on a
 * search, waited for until it counts what it found.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminApi, baseUrl, PHONE, skip, tokenFor, WIDE } from './fixture';

export interface FramesFile {
  token: string;
  /** Ids of the frames the tests made, deleted after the file's tests. */
  made: number[];
}

/** Sets up a frames list file (call at its top level): the token before its tests, the clean-up after them. */
export function framesFile(): FramesFile {
  const file: FramesFile = { token: '', made: [] };
  beforeAll(async () => {
    if (!skip) file.token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of file.made) await adminApi(file.token, 'DELETE', `/frames/${id}`).catch(() => undefined);
  });
  return file;
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
