import { join } from 'node:path';
import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { adminRecipes } from './scripts/adminRecipes.ts';
import { chunkMap } from './scripts/chunkMap.ts';
import { deferredScripts } from './scripts/deferredScripts.ts';
import { noPreloadHelper } from './scripts/noPreloadHelper.ts';
import { precompress } from './scripts/precompress.ts';
import { ssrBuild } from './scripts/ssrBuild.ts';
import { stripMachineDocs } from './scripts/stripMachineDocs.ts';

/** `BUNDLE_STATS=<file.json>`: the visualizer's raw data of the build (module by module, gzipped), for docs/bundle.md. */
const stats = process.env.BUNDLE_STATS;

/** React Router's production build (see `resolve.alias`). */
const ROUTER = join(import.meta.dirname, 'node_modules/react-router/dist/production');

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    noPreloadHelper(),
    deferredScripts(),
    stripMachineDocs(),
    precompress(),
    adminRecipes(),
    ssrBuild(),
    chunkMap(),
    stats
      ? {
          ...visualizer({ filename: stats, template: 'raw-data', gzipSize: true }),
          apply: (_config, env) => !env.isSsrBuild,
        }
      : null,
  ],
  resolve: {
    // React 19 has useSyncExternalStore: @xstate/react's imports of the shim (a fallback for React 17) take
    // the package's plain entries, which use React's own.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
      // React Router's package points every import at its development build (warnings, checks): the build
      // takes its production one (0.5 KB less in the storefront's entry). Both names, so there is one copy.
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${ROUTER}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${ROUTER}/dom-export.mjs` },
          ]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', ws: true }, '/uploads': 'http://localhost:5000' },
  },
  build: {
    // Vite's default: browsers of the last 2.5 years (Chrome 107, Safari 16); es2020 added helpers for class fields.
    target: 'baseline-widely-available',
    sourcemap: false,
    reportCompressedSize: false,
    // `.vite/manifest.json`: the server's rendered pages preload their chunks from it (server/lib/modulePreloads.ts).
    manifest: !isSsrBuild,
    // No preload helper in the entry: the server's pages carry their chunks' modulepreload links (above); a
    // chunk loaded later (a page visited next) fetches what it imports itself.
    modulePreload: false,
    // The browser's chunks: everything the entry imports is one chunk, the data layer's libraries another, so a
    // storefront page downloads a few files rather than a dozen scraps shared with the back-office's chunks
    // (each file compressed alone costs more). The server renderer is one file anyway. The back-office's own
    // documents (src/api/documents/admin, frameImages, frameChanges), its client and session stay out of the
    // data chunk, which the storefront loads: they go with the admin's lazy chunks.
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                // XState's actor creators (fromPromise, fromCallback) serve the contact form and the back-office's
                // lazy chunks only: their own file, not the storefront's entry (which every page loads).
                {
                  name: 'actors',
                  test: /node_modules[\\/]xstate[\\/]dist[\\/]xstate-actors/,
                  includeDependenciesRecursively: false,
                },
                // The boot module (src/boot.ts, an entry of its own: scripts/deferredScripts.ts) stays alone.
                { name: 'shop', tags: ['$initial'], test: /^(?![\s\S]*[\\/]src[\\/]boot\.ts$)/ },
                // What every storefront page loads beside its own chunk, in one file: the frame card with
                // everything it shows (its gallery machine, price, rating, chips), which every page imports, and
                // the announcement bar and the overlays' dialogs, which every page loads once its first screen
                // is up (one file's header and imports fewer, and each compresses with the other's words).
                {
                  name: 'FrameCard',
                  test: /[\\/]src[\\/]storefront[\\/](frames[\\/](?!FramesGrid)\w+\.tsx?|layout[\\/]Marquee\.tsx|overlays[\\/]OverlayDialogs\.tsx)$|[\\/]src[\\/]ui[\\/]format\.ts$|[\\/]machines[\\/]gallery/,
                  includeDependenciesRecursively: false,
                },
                {
                  name: 'data',
                  test: /node_modules[\\/](urql|wonka|@urql|@0no-co|effect|gql\.tada)[\\/]|[\\/]src[\\/]api[\\/](?!session|idempotencyKeys|documents[\\/](?:admin|frameImages|frameChanges)\b|adminClient|resettableCache)|[\\/]schema[\\/]/,
                },
              ],
            },
          },
        },
  },
}));
