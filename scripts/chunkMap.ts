import type { Plugin } from 'vite';
import { CHUNK_MAP, type ChunkMap } from '../server/lib/chunks.ts';

/**
 * Writes `<outDir>/.vite/chunks.json`: which source modules each script chunk holds, so the bench and the
 * storefront's e2e can tell a back-office chunk (any module under `src/admin/`) from the loaded scripts.
 */
export function chunkMap(): Plugin {
  let root = '';
  let ssr = false;
  return {
    name: 'frame-shop:chunk-map',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const map: ChunkMap = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          map[chunk.fileName] = chunk.moduleIds.map((id) => id.replace(`${root}/`, '').replace(/^\0/, ''));
      this.emitFile({ type: 'asset', fileName: CHUNK_MAP, source: JSON.stringify(map) });
    },
  };
}
