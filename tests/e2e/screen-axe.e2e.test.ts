/**
 * The e2e tests' accessibility check (expectAccessible, tests/e2e/screen.ts) reads the page as it rests. A
 * button fading in from disabled (Chakra's Refresh, 200 ms) failed color-contrast in CI when axe ran in its
 * first frames (/admin/performance at 375 px). Here a button fades in over 1.5 s, as the app's would.
 */
import { it } from 'vitest';
import { baseUrl, openPage, setupBrowser, skip, WIDE } from './fixture';
import { expectAccessible } from './screen';

setupBrowser();

const PAGE = `<!doctype html><html lang="en"><title>fading button</title>
<style>button { color: #27272a; background: #fff; opacity: 1; transition: opacity 1.5s linear }
button:disabled { opacity: 0.1 }</style>
<main><h1>Fading button</h1><button type="button" disabled>Refresh</button></main>`;

it.skipIf(skip)('self-test: axe waits for a button fading in from disabled', async () => {
  const { page } = await openPage(WIDE);
  await page.route('**/fading-button', (route) => route.fulfill({ contentType: 'text/html', body: PAGE }));
  await page.goto(`${baseUrl()}/fading-button`);
  await page.evaluate(() => {
    document.querySelector('button')?.removeAttribute('disabled');
  });
  await expectAccessible(page, 'fading button');
});
