import { describe, expect, it } from 'vitest';
import { deferredScripts } from '../../../scripts/deferredScripts';

type Bundle = Record<string, unknown>;
interface Hooks {
  transformIndexHtml: { handler: (html: string, ctx: { bundle?: Bundle }) => string };
  generateBundle: { handler: (options: unknown, bundle: Bundle) => void };
}

/** index.html as Vite leaves it: the entry it built, in the head. */
const ENTRY = '<script type="module" crossorigin src="/assets/index-1.js"></script>';
const HTML = `<!doctype html><html><head>\n    <title>Frame Shop</title>\n    ${ENTRY}\n  </head><body><div id="root"></div></body></html>`;

const bootChunk = (over: object = {}) => ({
  type: 'chunk',
  fileName: 'assets/boot-1.js',
  facadeModuleId: '/app/src/boot.ts',
  imports: [],
  dynamicImports: [],
  code: 'start("</script>");\n',
  ...over,
});

/** The plugin's two build steps on `html` and `bundle`, as Vite runs them. */
function build(html: string, bundle: Bundle) {
  const plugin = deferredScripts() as unknown as Hooks;
  const page = plugin.transformIndexHtml.handler(html, { bundle });
  plugin.generateBundle.handler({}, bundle);
  return page;
}

describe('the page starts with the boot module alone (scripts/deferredScripts.ts)', () => {
  it('inlines the boot module, keeps the entry inert in a template, and leaves no boot file', () => {
    const bundle: Bundle = { 'assets/boot-1.js': bootChunk(), 'assets/index-1.js': { type: 'chunk' } };
    const page = build(HTML, bundle);
    // Its code as built, where a `</script` in it cannot end the element.
    expect(page).toContain('<script type="module">start("<\\/script>");</script>');
    expect(page).toContain(`<template data-deferred-scripts>${ENTRY}</template>`);
    // The entry is nowhere else: only the boot module runs before the first screen is shown.
    expect(page.split(ENTRY)).toHaveLength(2);
    expect(Object.keys(bundle)).toEqual(['assets/index-1.js']);
  });

  it('fails the build when the boot module imports a chunk or index.html has no single entry', () => {
    const importing = { 'assets/boot-1.js': bootChunk({ imports: ['assets/index-1.js'] }) };
    expect(() => build(HTML, importing)).toThrow(/imports assets\/index-1\.js/);
    expect(() => build(HTML.replace(ENTRY, ''), { 'assets/boot-1.js': bootChunk() })).toThrow(
      /0 entry scripts/,
    );
    expect(() => build(HTML.replace(ENTRY, ENTRY + ENTRY), { 'assets/boot-1.js': bootChunk() })).toThrow(
      /2 entry scripts/,
    );
    expect(() => build(HTML, {})).toThrow(/no boot chunk/);
  });
});
