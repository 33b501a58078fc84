/**
 * The build's list of script chunks and the source modules each holds (written by the chunk-map plugin,
 * scripts/chunkMap.ts): the server reads it for module preloads, the bench and the e2e tell a back-office
 * chunk from the storefront's.
 */

/** Where the build lists its chunks and their modules (a dot folder: not served). */
export const CHUNK_MAP = '.vite/chunks.json';

export interface ChunkMap {
  /** Chunk file (`assets/index-abc.js`) -> the source modules it holds, relative to the project. */
  [file: string]: string[];
}

/** A chunk holding any back-office module. */
export const isAdminChunk = (modules: string[]) => modules.some((m) => m.startsWith('src/admin/'));
