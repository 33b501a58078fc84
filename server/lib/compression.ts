import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies below this are sent as they are: compressing them saves nothing on the wire. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with, from Accept-Encoding (brotli first; `q=0` refuses one). */
export function preferredEncoding(acceptEncoding: string | string[] | undefined): Encoding | undefined {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}
