import type sharpType from 'sharp';

let loading: Promise<typeof sharpType> | undefined;

/**
 * sharp (and libvips under it), loaded at the first picture rather than at every start: its import took
 * ~0.12 s of CPU, and a restart serves no picture until one is uploaded (docs/bench.md, CI section).
 */
export function loadSharp(): Promise<typeof sharpType> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
