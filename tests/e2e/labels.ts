/**
 * The Label Management e2e files' own setup and helpers (admin-labels*.e2e.test.ts): the file's browser and
 * admin token, labels and frames made through the API under a word of the file's own (deleted afterwards),
 * and the screen's parts.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, tokenFor } from './fixture';

/** The e2e admin's token (setupLabelsFile gets it before the file's tests). */
export let token = '';
export const stamp = Date.now().toString(36);
/** A word only this file's labels and frames carry (made anew for each file). */
export const WORD = `lq${stamp}`;
export const labelIds: number[] = [];
export const frameIds: number[] = [];

export type ApiLabel = { id: number; name: string; color: string; usageCount: number };
export const api = <T>(method: string, path: string, body?: unknown) =>
  adminApi<T>(token, method, path, body);

export async function makeLabel(name: string, color = '#1E3A8A') {
  const label = await api<ApiLabel>('POST', '/labels', { name, color });
  labelIds.push(label.id);
  return label;
}

export async function makeFrame(name: string, labels: number[]) {
  const frame = await api<{ id: number }>('POST', '/frames', {
    name,
    description: `Made by the labels e2e test (${WORD}).`,
    originalPrice: 3000,
    currentPrice: 3000,
    category: 'Modern',
    labels,
  });
  frameIds.push(frame.id);
  return frame;
}

/** Every label of ours with `word` in its name, from the API. */
export const findLabels = (word: string) =>
  api<ApiLabel[]>('GET', `/labels?search=${encodeURIComponent(word)}&limit=100`);

/** A page of the admin, signed in with a token from the API (the login screen has its own tests). */
export const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
export const rows = (page: Page) => page.getByTestId('label-row');
export const row = (page: Page, name: string) =>
  rows(page).filter({ has: page.getByTestId('label-name').getByText(name, { exact: true }) });
export const param = (page: Page, key: string) => new URL(page.url()).searchParams.get(key);
export const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });

export async function openList(page: Page, query = '') {
  await page.goto(`${baseUrl()}/admin/labels${query}`);
  await heading(page, 'Label Management').waitFor({ timeout: 20_000 });
}

/** Waits for running animations (a dialog opening) to end, so a screenshot shows the settled screen. */
export const settled = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));

/** The file's browser, its admin token before its tests, and its labels and frames deleted after them. */
export function setupLabelsFile() {
  setupBrowser();
  beforeAll(async () => {
    if (!skip) token = await tokenFor();
  });
  afterAll(async () => {
    if (skip) return;
    for (const id of frameIds) await api('DELETE', `/frames/${id}`).catch(() => {});
    // Labels the screen made are found by the word; those the API made are listed.
    const ours = await findLabels(WORD).catch(() => [] as ApiLabel[]);
    for (const id of new Set([...labelIds, ...ours.map((l) => l.id)]))
      await api('DELETE', `/labels/${id}`).catch(() => {});
  });
}
