/**
 * Two admins pressing Hide/Show on the same marquee item (docs/api.md, "Concurrent changes"), each in a
 * browser context of their own: B switches it, then A, whose card still shows it as it was, presses Hide too
 * → refused (412, nothing written), and A's card shows what changed with Reload and Overwrite.
 * A's page gets no live updates (stalePage in tests/e2e/conflict.ts says why).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { changeRow, RELOADED, stalePage, twoAdminsFile } from './conflict';
import { adminApi, baseUrl, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { expectToast } from './toasts';

setupBrowser();

const WORD = `mt${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const admins = twoAdminsFile();
const made: number[] = [];
afterAll(async () => {
  if (skip) return;
  for (const id of made) await adminApi(admins.token, 'DELETE', `/marquee/${id}`).catch(() => {});
});

const stored = async (id: number) =>
  (await adminApi<{ isActive: boolean }>(admins.token, 'GET', `/marquee/${id}`)).isActive;
const card = (page: Page, text: string) => page.getByTestId('marquee-item').filter({ hasText: text });
const status = (page: Page, text: string) => card(page, text).getByTestId('marquee-status').innerText();
const press = (page: Page, text: string, name: 'Hide' | 'Show') =>
  card(page, text).getByRole('button', { name, exact: true }).click();

/** A new shown item, and the two admins' marquee screens on it: A without live updates, B with them. */
async function twoAdmins(label: string) {
  const text = `${label} ${WORD}`;
  const item = await adminApi<{ id: number }>(admins.token, 'POST', '/marquee', {
    text,
    isActive: true,
    order: 0,
  });
  made.push(item.id);
  const a = await stalePage(WIDE, admins.token);
  const b = await signedInPage(WIDE, admins.other);
  for (const { page } of [a, b]) {
    await page.goto(`${baseUrl()}/admin/marquee?search=${encodeURIComponent(text)}`);
    await card(page, text).waitFor({ timeout: 20_000 });
  }
  return { id: item.id, text, a, b };
}

describe.skipIf(skip)('Two admins press Hide/Show on the same marquee item (Chromium, two contexts)', () => {
  it("A's stale Hide after B's: the card shows B's Hidden; Reload shows it and writes nothing", async () => {
    const { id, text, a, b } = await twoAdmins('Reload');
    await press(b.page, text, 'Hide');
    await expectToast(b.page, 'Marquee content status updated');
    expect(await status(a.page, text)).toBe('Active');

    await press(a.page, text, 'Hide');
    const conflict = card(a.page, text).getByTestId('conflict');
    await conflict.getByRole('heading', { name: 'Someone else changed this marquee item' }).waitFor();
    await expectToast(a.page, 'This marquee item was changed by someone else since you loaded it.');
    expect(await changeRow(conflict, 'isActive')).toEqual({ theirs: 'Hidden', mine: 'Hidden' });
    expect(await stored(id)).toBe(false);

    await conflict.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(a.page, RELOADED);
    await conflict.waitFor({ state: 'detached' });
    expect(await status(a.page, text)).toBe('Inactive');
    await card(a.page, text).getByRole('button', { name: 'Show', exact: true }).waitFor();
    expect(await stored(id)).toBe(false);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("A's stale Hide after B's Hide and Show: Overwrite hides it from B's version", async () => {
    const { id, text, a, b } = await twoAdmins('Overwrite');
    await press(b.page, text, 'Hide');
    await expectToast(b.page, 'Marquee content status updated');
    await press(b.page, text, 'Show');
    await expect.poll(() => stored(id)).toBe(true);

    await press(a.page, text, 'Hide');
    const conflict = card(a.page, text).getByTestId('conflict');
    await conflict.getByRole('heading', { name: 'Someone else changed this marquee item' }).waitFor();
    // Their saves left it shown, as A saw it: nothing the card shows changed.
    await conflict.getByText('Their save changed nothing this form shows.').waitFor();
    expect(await stored(id)).toBe(true);

    await conflict.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(a.page, 'Marquee content status updated');
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => status(a.page, text)).toBe('Inactive');
    await expect.poll(() => stored(id)).toBe(false);
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
