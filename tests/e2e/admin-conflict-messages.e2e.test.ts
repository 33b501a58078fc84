/**
 * Two admins marking the same message (docs/api.md, "Concurrent changes"), each in a browser context of their
 * own: B marks it, then A, whose card still shows it as it was, marks it too → refused (412, nothing written),
 * and A's card shows what changed (as A saw it, saved now, A's own) with Reload and Overwrite.
 * A's page gets no live updates (stalePage in tests/e2e/conflict.ts says why).
 */
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { changeRow, RELOADED, stalePage, twoAdminsFile } from './conflict';
import { adminApi, setupBrowser, signedInPage, skip, WIDE } from './fixture';
import { card, contact, openMessages, WORD } from './messages';
import { expectToast } from './toasts';

setupBrowser();

const NAME = 'Clash Customer';
const admins = twoAdminsFile();
const sent: number[] = [];
afterAll(async () => {
  if (skip) return;
  for (const id of sent) await adminApi(admins.token, 'DELETE', `/messages/${id}`).catch(() => {});
});

const stored = async (id: number) =>
  (await adminApi<{ status: string }>(admins.token, 'GET', `/messages/${id}`)).status;

/** A new unread message, and the two admins' pages on it: A without live updates, B with them. */
async function twoAdmins(label: string) {
  const subject = `${label} ${WORD}`;
  const { id } = await contact({ name: NAME, email: 'clash@example.com', subject, message: 'Two admins.' });
  sent.push(id);
  const a = await stalePage(WIDE, admins.token);
  const b = await signedInPage(WIDE, admins.other);
  for (const { page } of [a, b]) {
    await openMessages(page, `?search=${encodeURIComponent(subject)}`);
    await card(page, subject).waitFor();
  }
  return { id, subject, a, b };
}

async function mark(page: Page, subject: string, item: 'Mark as Read' | 'Mark as Replied') {
  await page.getByRole('button', { name: `Actions for ${subject} from ${NAME}` }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

const badge = (page: Page, subject: string) => card(page, subject).getByTestId('message-status');

describe.skipIf(skip)('Two admins mark the same message (Chromium, two contexts)', () => {
  it("A's stale Mark as Read: the card shows B's Replied; Reload shows it and writes nothing", async () => {
    const { id, subject, a, b } = await twoAdmins('Reload');
    await mark(b.page, subject, 'Mark as Replied');
    await expectToast(b.page, 'Message marked as replied.');
    expect(await badge(a.page, subject).innerText()).toBe('Unread');

    await mark(a.page, subject, 'Mark as Read');
    const conflict = card(a.page, subject).getByTestId('conflict');
    await conflict.getByRole('heading', { name: 'Someone else changed this message' }).waitFor();
    await expectToast(a.page, 'This message was changed by someone else since you loaded it.');
    expect(await changeRow(conflict, 'status')).toEqual({ theirs: 'Replied', mine: 'Read' });
    // Nothing of A's was written; A's badge is back to what A saw, the card's actions wait for A's choice.
    expect(await stored(id)).toBe('REPLIED');
    expect(await badge(a.page, subject).innerText()).toBe('Unread');

    await conflict.getByRole('button', { name: 'Reload (discard my changes)' }).click();
    await expectToast(a.page, RELOADED);
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => badge(a.page, subject).innerText()).toBe('Replied');
    expect(await stored(id)).toBe('REPLIED');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });

  it("A's stale Mark as Replied over B's Read: Overwrite marks it Replied from B's version", async () => {
    const { id, subject, a, b } = await twoAdmins('Overwrite');
    await mark(b.page, subject, 'Mark as Read');
    await expectToast(b.page, 'Message marked as read.');

    await mark(a.page, subject, 'Mark as Replied');
    const conflict = card(a.page, subject).getByTestId('conflict');
    await conflict.getByRole('heading', { name: 'Someone else changed this message' }).waitFor();
    expect(await changeRow(conflict, 'status')).toEqual({ theirs: 'Read', mine: 'Replied' });
    expect(await stored(id)).toBe('READ');

    await conflict.getByRole('button', { name: 'Overwrite with my changes' }).click();
    await expectToast(a.page, 'Message marked as replied.');
    await conflict.waitFor({ state: 'detached' });
    await expect.poll(() => badge(a.page, subject).innerText()).toBe('Replied');
    expect(await stored(id)).toBe('REPLIED');
    // B's page follows live.
    await expect.poll(() => badge(b.page, subject).innerText()).toBe('Replied');
    expect(a.errors).toEqual([]);
    expect(b.errors).toEqual([]);
  });
});
