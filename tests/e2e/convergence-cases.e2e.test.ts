/**
 * Issue 19, item 1: two reports of the convergence test (tests/e2e/convergence.e2e.test.ts), each as one
 * focused case that runs in every e2e run.
 * - React's hydration mismatch (#418: the client's first render differs from the server's HTML, so React
 *   throws the HTML away and renders the page anew) on the frame page (seed 558999, sequence 1): a
 *   published frame's page, and the not-found page of a frame deleted since, hydrate without an error.
 * - The admin frames screen's 'Total Frames' one behind after a frame delete (seed 603171, sequence 6):
 *   with the screen open, a frame deleted by someone else (to the trash) takes the count to what the server
 *   counts.
 * Neither reproduced on main as of this file (see docs/architecture.md, "Live changes converge").
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi, baseUrl, openPage, setupBrowser, signedInPage, skip, tokenFor, WIDE } from './fixture';
import { afterSplash } from './screen';

setupBrowser();

let token = '';

/** Loads `path` and returns what the page reported: uncaught errors and console errors. */
async function hydrationErrors(path: string, shows: string) {
  const { page, context, errors } = await openPage(WIDE);
  page.on('console', (m) => {
    if (m.type() === 'error' && !/Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  try {
    await page.goto(`${baseUrl()}${path}`);
    await afterSplash(page);
    await page.getByRole('heading', { name: shows }).first().waitFor();
    // Hydrated: the root's React container holds the page (a mismatch is reported as it hydrates).
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    );
    await page.waitForLoadState('networkidle');
    return errors;
  } finally {
    await context.close();
  }
}

describe.skipIf(skip)('server-rendered pages hydrate as rendered', () => {
  beforeAll(async () => {
    token = await tokenFor();
  });

  it('a frame page, and the page of a frame deleted since, hydrate without a mismatch', async () => {
    const name = `Hydrated Frame ${Date.now()}`;
    const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
      name,
      description: 'Rendered on the server, hydrated in the browser.',
      originalPrice: 4200,
      currentPrice: 3999.5,
      category: 'Modern',
    });
    expect(await hydrationErrors(`/frame/${frame.id}`, name)).toEqual([]);
    await adminApi(token, 'DELETE', `/frames/${frame.id}`);
    expect(await hydrationErrors(`/frame/${frame.id}`, 'Frame not found')).toEqual([]);
    expect(await hydrationErrors('/frame/987654321', 'Frame not found')).toEqual([]);
  });
});

describe.skipIf(skip)("the admin frames screen's counts follow a delete made elsewhere", () => {
  beforeAll(async () => {
    token ||= await tokenFor();
  });

  it("'Total Frames' goes down by one, to what the server counts, when a frame goes to the trash", async () => {
    const { page, context, errors } = await signedInPage(WIDE, token);
    const total = page.getByRole('region', { name: 'Total Frames', exact: true }).getByTestId('stat-value');
    const stats = () => adminApi<{ totalFrames: number }>(token, 'GET', '/frames/stats');
    try {
      const frame = await adminApi<{ id: number }>(token, 'POST', '/frames', {
        name: `Counted Frame ${Date.now()}`,
        description: 'Counted, then deleted by someone else.',
        originalPrice: 1500,
        currentPrice: 1500,
      });
      await page.goto(`${baseUrl()}/admin/frames`);
      await expect.poll(() => total.textContent()).toBe(String((await stats()).totalFrames));
      const before = Number(await total.textContent());
      await adminApi(token, 'DELETE', `/frames/${frame.id}`);
      const after = (await stats()).totalFrames;
      expect(after).toBe(before - 1);
      await expect.poll(() => total.textContent()).toBe(String(after));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
