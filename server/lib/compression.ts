import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Bodies below this are sent as they are: compressing them saves nothing on the wire. */
export const COMPRESS_THRESHOLD = 1024;

export type Encoding = 'br' | 'gzip';

type AcceptEncoding = string | string[] | undefined;

/** The encodings Accept-Encoding accepts (`q=0` refuses one). */
function acceptedEncodings(acceptEncoding: AcceptEncoding): Set<string> {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '');
  const names = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const refused = params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    if (name && !refused) names.add(name.trim());
  }
  return names;
}

/** Whether Accept-Encoding accepts `encoding` (or any, `*`). */
export function accepts(acceptEncoding: AcceptEncoding, encoding: Encoding): boolean {
  const names = acceptedEncodings(acceptEncoding);
  return names.has(encoding) || names.has('*');
}

/** The encoding to answer with, from Accept-Encoding (brotli first; `q=0` refuses one). */
export function preferredEncoding(acceptEncoding: AcceptEncoding): Encoding | undefined {
  if (acceptedEncodings(acceptEncoding).has('br')) return 'br';
  if (accepts(acceptEncoding, 'gzip')) return 'gzip';
  return undefined;
}

export function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
    : gzipSync(body, { level: 6 });
}
