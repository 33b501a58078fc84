import react from '@vitejs/plugin-react';
import { visualizer } from 'rollup-plugin-visualizer';
import { defineConfig } from 'vite';
import { adminRecipes } from './scripts/adminRecipes.ts';
import { chunkMap } from './scripts/chunkMap.ts';
import { precompress } from './scripts/precompress.ts';
import { ssrBuild } from './scripts/ssrBuild.ts';

/** `BUNDLE_STATS=<file.json>`: the visualizer's raw data of the build (module by module, gzipped), for docs/bundle.md. */
const stats = process.env.BUNDLE_STATS;

export default defineConfig({
  plugins: [
    react(),
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
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:5000', ws: true }, '/uploads': 'http://localhost:5000' },
  },
  build: {
    target: 'es2020',
    sourcemap: false,
    reportCompressedSize: false,
  },
});
