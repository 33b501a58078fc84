/**
 * A flood of pages cannot take the server from the API (docs/security.md):
 * - renders run off the API's path (server/lib/renderPool.ts): a render runs in a thread of its own, so the API
 *   answers while a page is being rendered; a bounded number wait, and a page asked for past that is sent
 *   unrendered at once (and not kept);
 * - every unknown path shares one kept not-found page;
 * - pages made (not kept ones) are budgeted per address and in all (server/lib/pageBudget.ts): past it, 503
 *   with Retry-After and the page the browser renders itself; kept pages are never refused.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PageBudget } from '../../server/lib/pageBudget';
import { builtApp } from './builtApp';
import { setupTestServer } from './helper';

/** Created once its render may go on: the renderer holds its thread (a synchronous loop, as React's render does) until then. */
let goFile = '';
/** A built app whose renderer holds its thread until `go()`, then shows the address it was given. */
const dir = builtApp(
  `const marquee = await (await fetch(origin + '/api/public/marquee')).json();
  while (!existsSync(new URL('../go', import.meta.url))) {}
  return { html: '<main>' + url + ' ' + marquee.success + '</main>', data: '' };`,
  "import { existsSync } from 'node:fs';",
);
goFile = join(dir, 'go');
const go = () => writeFileSync(goFile, '');
const main = (html: string) => /<div id="root">(.*?)<\/div>/.exec(html)?.[1];

describe('server renders in a thread pool (1 thread, 1 waiting)', () => {
  const t = setupTestServer({ appDir: dir, renders: { size: 1, queue: 1, nice: 10 } });

  it('answers the API while a page renders; past the queue a page is sent unrendered at once, and not kept', async () => {
    expect(existsSync(goFile)).toBe(false);
    const rendered = t().app.renderPool?.rendered;
    // Two pages to render: one in the thread (held by its loop), one waiting.
    const first = t().app.inject({ url: '/' });
    const second = t().app.inject({ url: '/frames?search=oak' });
    await expect.poll(() => t().app.renderPool?.load).toBe(2);
    // The main thread is free: the API answers (it would wait for ever behind a render on the main thread).
    const api = await t().app.inject({ url: '/api/public/frames' });
    expect(api.statusCode).toBe(200);
    // A third page finds the pool full: sent at once, unrendered (the browser renders it).
    const third = await t().app.inject({ url: '/frames?search=walnut' });
    expect(third.statusCode).toBe(200);
    expect(main(third.body)).toBe('');
    go();
    expect(main((await first).body)).toBe('<main>/ true</main>');
    expect(main((await second).body)).toBe('<main>/frames?search=oak true</main>');
    expect(t().app.renderPool?.rendered).toBe((rendered ?? 0) + 2);
    // The unrendered page was not kept: asked again, it is rendered now.
    expect(main((await t().app.inject({ url: '/frames?search=walnut' })).body)).toBe(
      '<main>/frames?search=walnut true</main>',
    );
  });

  it('every unknown path is the one kept not-found page: a flood of made-up addresses renders once', async () => {
    go();
    const before = t().app.renderPool?.rendered ?? 0;
    const pages = [];
    for (let i = 0; i < 20; i++)
      pages.push(await t().app.inject({ url: `/made-up-${i}-${Math.random().toString(36).slice(2)}` }));
    for (const page of pages) {
      expect(page.statusCode).toBe(404);
      expect(page.body).toBe(pages[0]?.body);
    }
    expect(t().app.renderPool?.rendered).toBe(before + 1);
  });
});

describe('the page budget', () => {
  const t = setupTestServer({
    appDir: dir,
    pageBudget: { perSecond: 100, burst: 100, perAddressPerSecond: 1, perAddressBurst: 3 },
  });

  it('past an address’s budget a new page is 503 with Retry-After and the shell; kept pages still answer', async () => {
    go();
    const home = await t().app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    const made = [];
    for (let i = 0; i < 4; i++) made.push(await t().app.inject({ url: `/frames?search=budget-${i}` }));
    expect(made.slice(0, 2).map((r) => r.statusCode)).toEqual([200, 200]);
    const refused = made[3]!;
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(main(refused.body)).toBe('');
    // A kept page is no work: never refused.
    expect((await t().app.inject({ url: '/?bust=1' })).body).toBe(home.body);
    // Another address has its own budget.
    const other = await t().app.inject({ url: '/frames?search=other', remoteAddress: '10.0.0.9' });
    expect(other.statusCode).toBe(200);
  });

  it('a bucket per address and one for all, refilled with time', () => {
    let now = 0;
    const budget = new PageBudget(
      { perSecond: 4, burst: 4, perAddressPerSecond: 1, perAddressBurst: 2 },
      () => now,
    );
    expect([budget.take('a'), budget.take('a'), budget.take('a')]).toEqual([true, true, false]);
    expect([budget.take('b'), budget.take('b'), budget.take('c')]).toEqual([true, true, false]);
    now = 1000;
    expect([budget.take('a'), budget.take('a')]).toEqual([true, false]);
  });
});
