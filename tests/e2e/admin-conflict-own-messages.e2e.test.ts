/**
 * One's own change is not someone else's, in Messages (as admin-conflict-own.e2e.test.ts in Users): a Mark
 * as Read whose server event comes before its answer leaves the list read again while its card still shows
 * the optimistic Read with the version from before it. The card's marks, which send that version, wait for
 * the list; Mark as Replied is then saved, not refused as someone else's change (412).
 */
import { describe, expect, it } from 'vitest';
import { eventBeforeAnswer } from './conflict';
import { adminApi, setupBrowser, skip, WIDE } from './fixture';
import { release } from './heldCalls';
import { adminPage, adminToken, card, contact, openMessages, sendThreeFirst, WORD } from './messages';
import { expectToast } from './toasts';

setupBrowser();
sendThreeFirst();

describe.skipIf(skip)('Messages: a mark right after one of my own', () => {
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

    // While the list is read again, the card's marks wait.
    await actions.click();
    expect(await page.getByRole('menuitem', { name: 'Mark as Replied' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'hidden' });

    await release(lists, 'pass', { after: 'pass' });
    await mark('Mark as Replied');
    await expectToast(page, 'Message marked as replied.');
    await expect
      .poll(() => card(page, subject).getByTestId('message-status').innerText(), { timeout: 15_000 })
      .toBe('Replied');
    expect((await adminApi<{ status: string }>(adminToken(), 'GET', `/messages/${id}`)).status).toBe(
      'REPLIED',
    );
    await adminApi(adminToken(), 'DELETE', `/messages/${id}`);
  });
});
