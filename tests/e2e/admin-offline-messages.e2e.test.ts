/**
 * Messages with a bad connection (issue 19), in Chromium against the real server: a status mark made with the
 * network off keeps its badge with the connection message and 'Try again', and is made once the browser is
 * back online; a delete confirmed with the network off keeps the confirmation with the connection message,
 * and deletes once back online. Sends its own messages (the storefront's contact call) and deletes them.
 */
import { describe, expect, it } from 'vitest';
import { adminApi, baseUrl, PHONE, signedInPage, skip } from './fixture';
import { errorScreen, expectOfflineNotice, offlineRoom } from './offline';
import { shot } from './screen';
import { expectToast } from './toasts';

type Message = { id: number; subject: string; status: string };
const room = offlineRoom('offmsg', async ({ token, word }) => {
  const found = await adminApi<Message[]>(token, 'GET', `/messages?search=${word}&limit=100`).catch(
    (): Message[] => [],
  );
  for (const m of found) await adminApi(token, 'DELETE', `/messages/${m.id}`).catch(() => undefined);
});

/** A customer's message (the storefront's contact form call); its id. */
async function sent(subject: string) {
  const res = await fetch(`${baseUrl()}/api/public/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Wanjiru', email: 'wanjiru@example.com', subject, message: 'Hello.' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

const stored = async (id: number) => (await adminApi<Message>(room.token, 'GET', `/messages/${id}`)).status;

describe.skipIf(skip)('messages: a bad connection never costs work', () => {
  it('a mark made with the network off keeps its badge and the connection message, and is made once back online', async () => {
    const subject = `${room.word} mark`;
    const id = await sent(subject);
    const { page } = await signedInPage(PHONE, room.token);
    await page.goto(`${baseUrl()}/admin/messages?search=${encodeURIComponent(subject)}`);
    const card = page.getByTestId('message-card').filter({ hasText: subject });
    await card.waitFor();
    await page.context().setOffline(true);
    await page.getByRole('button', { name: `Actions for ${subject} from Wanjiru` }).click();
    await page.getByRole('menuitem', { name: 'Mark as Read' }).click();
    const notice = await expectOfflineNotice(card);
    await notice.getByRole('button', { name: 'Try again' }).waitFor();
    expect(await card.getByTestId('message-status').textContent()).toBe('Read');
    expect(await errorScreen(page).count()).toBe(0);
    await notice.scrollIntoViewIfNeeded();
    await shot(page, 'offline-message-mark-375');
    expect(await stored(id)).toBe('UNREAD');

    await page.context().setOffline(false);
    await expectToast(page, 'Message marked as read.');
    await notice.waitFor({ state: 'detached' });
    expect(await stored(id)).toBe('READ');
  });

  it('a delete confirmed with the network off keeps the confirmation, and deletes once back online', async () => {
    const subject = `${room.word} delete`;
    const id = await sent(subject);
    const page = await room.open();
    await page.goto(`${baseUrl()}/admin/messages?search=${encodeURIComponent(subject)}`);
    await page.getByRole('button', { name: `Actions for ${subject} from Wanjiru` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Message' });
    await page.context().setOffline(true);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectOfflineNotice(confirm);
    expect(await confirm.getByRole('button', { name: 'Try again' }).isEnabled()).toBe(true);
    await shot(page, 'offline-message-delete-1280');
    expect(await stored(id)).toBe('UNREAD');

    await page.context().setOffline(false);
    await expectToast(page, 'Message deleted successfully.');
    await confirm.waitFor({ state: 'hidden' });
    const res = await fetch(`${baseUrl()}/api/messages/${id}`, {
      headers: { authorization: `Bearer ${room.token}` },
    });
    expect(res.status).toBe(404);
  });
});
