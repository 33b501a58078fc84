/**
 * The frame form e2e files' own setup and helpers (admin-frame-form*.e2e.test.ts): the file's browser and
 * admin token, frames (with real pictures made by sharp) made through the API under a word of the file's own
 * and deleted afterwards, and the form's parts.
 */
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll } from 'vitest';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, tokenFor } from './fixture';

/** The e2e admin's token (setupFrameFormFile gets it before the file's tests). */
export let token = '';
/** A word only this file's frames carry (made anew for each file). */
export const WORD = `ff${Date.now().toString(36)}`;
export const created: number[] = [];

export interface ApiFrame {
  id: number;
  name: string;
  description: string;
  category: string | null;
  dimensions: string | null;
  originalPrice: number;
  currentPrice: number;
  images: { id: number; order: number; imageUrl: string }[];
}

export const api = <T>(method: string, path: string, body?: unknown) =>
  adminApi<T>(token, method, path, body);

/** A noisy picture (so it does not compress to nothing and the upload takes a moment). */
export async function picture(format: 'png' | 'jpeg', seed: number, width = 900, height = 700) {
  const raw = Buffer.alloc(width * height * 3);
  let x = seed * 2654435761;
  for (let i = 0; i < raw.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    raw[i] = x >>> 24;
  }
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  const buffer = format === 'png' ? await img.png().toBuffer() : await img.jpeg({ quality: 95 }).toBuffer();
  return { name: `e2e-${seed}.${format === 'png' ? 'png' : 'jpg'}`, mimeType: `image/${format}`, buffer };
}

export async function makeFrameWithImages(name: string, count: number) {
  const frame = await api<ApiFrame>('POST', '/frames', {
    name,
    description: `Made by the frame form e2e test (${WORD}).`,
    originalPrice: 3000,
    currentPrice: 2500,
    category: 'Classic',
    labels: [],
  });
  created.push(frame.id);
  const form = new FormData();
  for (let i = 0; i < count; i++) {
    const p = await picture('png', 100 + i, 120, 90);
    form.append('images', new Blob([new Uint8Array(p.buffer)], { type: p.mimeType }), p.name);
  }
  const res = await fetch(`${baseUrl()}/api/frames/${frame.id}/images`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!res.ok) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return api<ApiFrame>('GET', `/frames/${frame.id}`);
}

export const adminPage = (viewport: { width: number; height: number }) => signedInPage(viewport, token);

export const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 });
export const tiles = (page: Page) => page.getByTestId('image-tile');
export const tileKeys = (page: Page) =>
  tiles(page).evaluateAll((els) =>
    els.map((e) => `${e.getAttribute('data-kind')}:${e.getAttribute('data-key')}`),
  );

export async function full(page: Page, name: string) {
  await page.screenshot({ path: `/tmp/e2e-${name}.png`, fullPage: true });
}

/** The file's browser, its admin token before its tests, and its frames deleted after them. */
export function setupFrameFormFile() {
  setupBrowser();
  beforeAll(async () => {
    if (!skip) token = await tokenFor();
  });
  afterAll(async () => {
    for (const id of created) await api('DELETE', `/frames/${id}`).catch(() => {});
  });
}
