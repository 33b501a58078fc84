import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHUNK_MAP, type ChunkMap } from './chunks';

/** Vite's build manifest (`build.manifest`): each chunk's file and the chunks it imports. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Where `vite build` writes it inside the app's folder (a dot folder: never served). */
export const MANIFEST = '.vite/manifest.json';

/**
 * The `<link rel="modulepreload">` tags for what a page imports at once besides the entry (its data layer,
 * its page chunk and the chunks those import), as the server-rendered page's head carries them: inside a
 * `<template data-deferred-scripts>`, inert until src/boot.ts copies it into the document with the entry
 * (once the first screen is shown), so they are fetched together with the entry instead of after it ran,
 * and never before the page's main picture. `sources` are source modules (`src/api/dataLayer.ts`): the
 * build's chunk map says which chunk holds each (a module grouped into a shared chunk has no manifest entry
 * of its own). An app without the two files (the tests' tiny apps) gets none: the loader preloads as before.
 */
export function modulePreloader(appDir: string): (sources: string[]) => string {
  const [manifestFile, chunkMapFile] = [join(appDir, MANIFEST), join(appDir, CHUNK_MAP)];
  if (!existsSync(manifestFile) || !existsSync(chunkMapFile)) return () => '';
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const chunkOf = new Map<string, string>();
  for (const [file, modules] of Object.entries(JSON.parse(readFileSync(chunkMapFile, 'utf8')) as ChunkMap))
    for (const module of modules) chunkOf.set(module, file);
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const cache = new Map<string, string>();
  return (sources) => {
    const key = sources.join('\n');
    let tags = cache.get(key);
    if (tags === undefined) {
      const files = new Set<string>();
      const visit = (chunk: ManifestChunk | undefined) => {
        if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
        files.add(chunk.file);
        for (const key of chunk.imports ?? []) visit(manifest[key]);
      };
      for (const source of sources) visit(byFile.get(chunkOf.get(source) ?? ''));
      const links = [...files].map((f) => `\n      <link rel="modulepreload" crossorigin href="/${f}" />`);
      tags = links.length ? `\n    <template data-deferred-scripts>${links.join('')}\n    </template>` : '';
      cache.set(key, tags);
    }
    return tags;
  };
}
