/**
 * One's own change is not someone else's, in Messages and in the Frames list (as admin-conflict-own.e2e.test.ts
 * in Users): a change whose server event comes before its answer leaves the list read again while the card or
 * row still shows the optimistic answer with the version from before it. The next change, which sends that
 * version, waits for the list, and is then saved, not refused as someone else's (412: "Someone else changed
 * this message", "Their save changed nothing this form shows", seen in Messages without the wait).
 */
import { describe, expect, it } from 'vitest';
import { eventBeforeAnswer } from './conflict';
import { adminApi, setupBrowser, skip, WIDE } from './fixture';
import { openFramesList } from './framesList';
import { release } from './heldCalls';
import { adminPage, adminToken, card, contact, openMessages, sendThreeFirst, WORD } from './messages';
import { expectToast } from './toasts';

setupBrowser();
sendThreeFirst();

describe.skipIf(skip)('A change right after one of my own: Messages, Frames', () => {
  it('the marks wait while the list is read again after my Mark as Read; then Mark as Replied is saved', async () => {
    const subject = `Twice ${WORD}`;
    const name = 'Twice Customer';
    const { id } = await contact({ name, email: 'twice@example.com', subject, message: 'Marked twice.' });
    const { page } = await adminPage(WIDE);
    const lists = await eventBeforeAnswer(
      page,
      '**/api/messages/*/status',
      'message.updated',
      '/api/messages',
    );
    await openMessages(page, `?search=${encodeURIComponent(subject)}`);
    const actions = page.getByRole('button', { name: `Actions for ${subject} from ${name}` });
    const mark = async (item: string) => {
      await actions.click();
      await page.getByRole('menuitem', { name: item, disabled: false }).click();
    };
    await mark('Mark as Read');
    await expectToast(page, 'Message marked as read.');
    await expect.poll(() => lists.routes.length, { timeout: 15_000 }).toBeGreaterThan(0);

    // While the list is read again, the card's marks wait; once it is read, Mark as Replied is picked from the
    // menu still open.
    await actions.click();
    expect(await page.getByRole('menuitem', { name: 'Mark as Replied' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await release(lists, 'pass', { after: 'pass' });
    await page.getByRole('menuitem', { name: 'Mark as Replied', disabled: false }).click();
    await expectToast(page, 'Message marked as replied.');
    await expect
      .poll(() => card(page, subject).getByTestId('message-status').innerText(), { timeout: 15_000 })
      .toBe('Replied');
    expect((await adminApi<{ status: string }>(adminToken(), 'GET', `/messages/${id}`)).status).toBe(
      'REPLIED',
    );
    await adminApi(adminToken(), 'DELETE', `/messages/${id}`);
  });

  it("a frame's status change waits while the list is read again after mine; then it is saved", async () => {
    const name = `Own twice ${WORD}`;
    const frame = await adminApi<{ id: number }>(adminToken(), 'POST', '/frames', {
      name,
      description: 'Its status is changed twice.',
      originalPrice: 3000,
      currentPrice: 2500,
    });
    const { page } = await adminPage(WIDE);
    const lists = await eventBeforeAnswer(page, '**/api/frames/*/status', 'frame.updated', '/api/frames');
    await openFramesList(page, name, '1 frame found');
    const dialog = page.getByRole('alertdialog', { name: 'Change Frame Status' });
    const change = async (to: string) => {
      await page.getByRole('button', { name: `Actions for ${name}` }).click();
      await page.getByRole('menuitem', { name: to, disabled: false }).click();
      await dialog.getByRole('button', { name: to }).click();
    };
    await change('Mark Out of Stock');
    await expectToast(page, 'Frame status updated successfully.');
    await expect.poll(() => lists.routes.length, { timeout: 15_000 }).toBeGreaterThan(0);

    // While the list is read again, the status change waits; once it is read, it is picked from the menu still
    // open.
    await page.getByRole('button', { name: `Actions for ${name}` }).click();
    expect(await page.getByRole('menuitem', { name: 'Mark In Stock' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await release(lists, 'pass', { after: 'pass' });
    await page.getByRole('menuitem', { name: 'Mark In Stock', disabled: false }).click();
    await dialog.getByRole('button', { name: 'Mark In Stock' }).click();
    await expectToast(page, 'Frame status updated successfully.');
    await dialog.waitFor({ state: 'hidden' });
    const saved = await adminApi<{ status: string }>(adminToken(), 'GET', `/frames/${frame.id}`);
    expect(saved.status).toBe('IN_STOCK');
    await adminApi(adminToken(), 'DELETE', `/frames/${frame.id}`);
  });
});
