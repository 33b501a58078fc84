/**
 * What a page shows, as one comparable text (for convergence.e2e.test.ts): the visible text of its regions
 * that hold data, its pictures and the label chips' colours, read from the screen, not from the app's
 * internals. What changes by itself with time is left out: a card gallery's current picture (it
 * auto-advances; its picture count and first picture are kept) and relative times ('3 minutes ago').
 */
import type { Page } from 'playwright-core';

/** Runs in the page: the digest of the storefront (marquee + main) or the back-office (side menu + main). */
function readView(): string {
  const lines: string[] = [];
  const norm = (s: string | null | undefined) =>
    (s ?? '')
      .replace(/\s+/g, ' ')
      .replace(/Just now|\d+ (minute|hour|day)s? ago/g, '<ago>')
      .trim();
  if (document.querySelector('h1')?.textContent === 'Something went wrong') return 'ERROR SCREEN';
  const visibleText = (root: Element, skip: string) => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      if (!el || el.closest(skip) || !el.checkVisibility()) continue;
      const text = norm(node.textContent);
      if (text) parts.push(text);
    }
    return parts.join(' ');
  };
  const pictures = (root: Element, skip: string) =>
    [...root.querySelectorAll('img')]
      .filter((img) => !img.closest(skip))
      .map((img) => `${img.alt} <${img.getAttribute('src')}>`);
  const chips = (root: Element) =>
    [...root.querySelectorAll<HTMLElement>('.frame-chip')].map(
      (c) => `${c.textContent}=${c.style.background}`,
    );

  const marquee = document.querySelector('[data-testid="marquee"] .marquee-item');
  if (marquee) lines.push(`marquee: ${norm(marquee.textContent)}`);
  const aside = document.querySelector('aside');
  if (aside) lines.push(`menu: ${visibleText(aside, 'never')}`);
  const main = document.querySelector('main');
  // Not there yet (the app, or the back-office's chunks, still loading): no view.
  if (!main) return '';
  const GALLERY = '.gallery, [data-testid="frame-card"]';
  lines.push(`main: ${visibleText(main, GALLERY)}`);
  lines.push(...pictures(main, GALLERY).map((p) => `picture: ${p}`));
  lines.push(...chips(main).map((c) => `chip: ${c}`));
  for (const card of main.querySelectorAll('[data-testid="frame-card"]')) {
    const name = norm(card.querySelector('h3')?.textContent);
    const total =
      card.querySelectorAll('.gallery-dot').length || card.querySelectorAll('.gallery img').length;
    const first = [...card.querySelectorAll('.gallery img')].find(
      (img) => img.getAttribute('alt') === name || img.getAttribute('alt')?.endsWith(`(image 1 of ${total})`),
    );
    const body = card.querySelector('.card-body');
    lines.push(
      `card: ${body ? visibleText(body, 'never') : ''} | ${total} pictures, first <${first?.getAttribute('src')}> | ${chips(card).join(', ')}`,
    );
  }
  return lines.join('\n');
}

export const viewOf = (page: Page) => page.evaluate(readView);

/** Still loading: the splash, a spinner, a list's loading state, a figure or part marked busy (a stat card before its count) or the side menu's unread count (no badge until it arrives). */
const loading = (page: Page) =>
  page.evaluate(() =>
    Boolean(
      document.querySelector(
        '[data-testid="splash"], main [role="status"], main .spinner, main .chakra-skeleton, main [data-scope="skeleton"], main [aria-busy="true"], aside [aria-busy="true"]',
      ),
    ),
  );

/**
 * A fresh load's view once it has settled: nothing loading, `ready` true, and the same view twice in a row
 * (a poll every 150 ms, up to 60 s on a busy machine).
 */
export async function settledView(page: Page, ready: (view: string) => boolean = () => true) {
  const end = Date.now() + 60_000;
  let last = '';
  for (;;) {
    const view = (await loading(page)) ? '' : await viewOf(page);
    if (view === 'ERROR SCREEN') return view;
    if (view && view === last && ready(view)) return view;
    if (Date.now() > end) throw new Error(`the page did not settle:\n${view || last}`);
    last = view;
    await page.waitForTimeout(150);
  }
}

/** Where two views differ, line by line: each differing line from its first differing character on. */
export function viewDiff(open: string, fresh: string): string {
  const a = open.split('\n');
  const b = fresh.split('\n');
  const out: string[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const x = a[i] ?? '(none)';
    const y = b[i] ?? '(none)';
    if (x === y) continue;
    let at = 0;
    while (x[at] === y[at]) at++;
    const from = Math.max(0, at - 120);
    out.push(`  open:  …${x.slice(from, at + 200)}`, `  fresh: …${y.slice(from, at + 200)}`);
  }
  return out.slice(0, 12).join('\n');
}
