import type { Plugin } from 'vite';

/** The boot module (src/boot.ts): the one script a built page runs before its first screen is shown. */
const BOOT = 'src/boot.ts';

/**
 * Makes src/boot.ts the page's only script before its first screen is shown: built as an entry of its own,
 * its code is written into index.html's head as an inline module (no request of its own: the server's
 * Content-Security-Policy allows it by its hash, server/lib/inlineScripts.ts), and the entry Vite put there
 * (`<script type="module" src="/assets/index-….js">`) is moved into an inert
 * `<template data-deferred-scripts>`, which the boot module copies into the document once the server-rendered
 * first screen is shown. The build fails if the boot module imports anything (it would drag a chunk in before
 * the first screen) or if index.html has not exactly one entry script.
 */
export function deferredScripts(): Plugin {
  let ssr = false;
  let inlined: string | undefined;
  return {
    name: 'frame-shop:deferred-scripts',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    buildStart() {
      if (!ssr) this.emitFile({ type: 'chunk', id: BOOT, name: 'boot' });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const boot = Object.values(bundle).find(
          (chunk) => chunk.type === 'chunk' && chunk.facadeModuleId?.endsWith(BOOT),
        );
        if (boot?.type !== 'chunk') throw new Error('deferredScripts: no boot chunk');
        if (boot.imports.length > 0 || boot.dynamicImports.length > 0)
          throw new Error(
            `deferredScripts: the boot module imports ${[...boot.imports, ...boot.dynamicImports]}`,
          );
        const entries = html.match(/<script type="module" crossorigin src="[^"]+"><\/script>/g) ?? [];
        if (entries.length !== 1)
          throw new Error(`deferredScripts: ${entries.length} entry scripts in index.html`);
        inlined = boot.fileName;
        const code = boot.code.trim().replace(/<\/script/gi, '<\\/script');
        return html.replace(
          entries[0] as string,
          (entry) =>
            `<script type="module">${code}</script>\n    <template data-deferred-scripts>${entry}</template>`,
        );
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        // Its code is in the page: no file of its own.
        if (inlined) delete bundle[inlined];
      },
    },
  };
}
