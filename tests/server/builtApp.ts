import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A built app in a temporary folder, as `vite build` leaves it for server/plugins/spa.ts: an index.html with
 * an empty root, and in `.ssr/` a storefront renderer (standing in for src/entry-server.tsx) whose
 * `render(url, origin, fetch)` has `renderBody` as its body (`prelude`: the module's imports). Returns the folder.
 */
export function builtApp(
  renderBody = "return { html: '<main>' + url + '</main>', data: '' };",
  prelude = '',
): string {
  const dir = mkdtempSync(join(tmpdir(), 'shop-built-app-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div></body></html>',
  );
  mkdirSync(join(dir, '.ssr'));
  writeFileSync(
    join(dir, '.ssr', 'entry-server.js'),
    `${prelude}\nexport const globalCss = '';\nexport async function render(url, origin, fetch) {\n  ${renderBody}\n}\n`,
  );
  return dir;
}
