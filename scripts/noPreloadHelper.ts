import type { Plugin } from 'vite';

const HELPER = '\0vite/preload-helper.js';

/**
 * Vite wraps every dynamic `import()` of the browser's build in its preload helper, which adds the chunk's
 * CSS and imports as `<link>`s before the import and fires `vite:preloadError` when it fails. Here
 * (`modulePreload: false`, no CSS files: the storefront's stylesheet is a string in a chunk) every call
 * has nothing to preload (`[]`), and nothing listens to the event, so the helper is 1 KB of the storefront's
 * entry doing nothing: this replaces it by the import itself. A build in which a dynamic import would have
 * something to preload (Vite's `__vite__mapDeps`) fails, so the helper is never dropped where it works.
 */
export function noPreloadHelper(): Plugin {
  return {
    name: 'frame-shop:no-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (id === HELPER) return HELPER;
    },
    load(id) {
      if (id === HELPER) return 'export const __vitePreload = (load) => load();';
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.code.includes('__vite__mapDeps'))
          this.error(
            `${chunk.fileName}: a dynamic import has files to preload, which noPreloadHelper() drops`,
          );
    },
  };
}
