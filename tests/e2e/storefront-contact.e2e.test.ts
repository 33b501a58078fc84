/**
 * The storefront's contact form in Chromium against the real server: its required fields, Sending..., the
 * Message Sent! toast, the form cleared, and the message in the back-office's inbox.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, openPage, setupBrowser, skip, skipReason, tokenFor, WIDE } from './fixture';
import { afterSplash, shot } from './screen';

setupBrowser();

let token = '';
const api = <T>(method: string, path: string, body?: unknown) => adminApi<T>(token, method, path, body);

describe.skipIf(skip)('storefront contact form in Chromium', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });

  it('contact form: required fields, Sending..., Message Sent! toast, form cleared', async () => {
    const { page } = await openPage(WIDE);
    await page.goto(`${baseUrl()}/#contact`);
    await afterSplash(page);
    const form = page.getByRole('form', { name: 'Contact form' });
    await form.waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('First name is required.').waitFor();
    await form.getByLabel(/First Name/).fill('Amina');
    await form.getByLabel(/Last Name/).fill('Otieno');
    await form.getByLabel(/Email/).fill('amina@example.com');
    await form.getByLabel(/Phone/).fill('0712 345 678');
    await form.getByLabel(/Message/).fill('Do you deliver to Kisumu? #frames & more 🙂');
    expect(await form.getByLabel(/Message/).getAttribute('rows')).toBe('5');
    // The toast is watched from the click that brings it.
    const toast = Promise.all([
      page.getByText('Message Sent!').waitFor(),
      page.getByText("Thank you for your message. We'll get back to you soon.").waitFor(),
    ]);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await toast;
    expect(await form.getByLabel(/First Name/).inputValue()).toBe('');
    await shot(page, 'contact-sent-1280');
    const messages = await api<{ name: string; subject: string; phone: string }[]>(
      'GET',
      '/messages?limit=5',
    );
    expect(messages[0]).toMatchObject({
      name: 'Amina Otieno',
      subject: 'Contact Form Submission',
      phone: '+254712345678',
    });
    await page.context().close();
  });
});

it.runIf(skip)('browser tests skipped', () => {
  console.warn(skipReason());
});
