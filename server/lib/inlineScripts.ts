import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Script types a browser runs (no type is JavaScript too); data blocks (JSON, JSON-LD) are never run. */
const RUN = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The Content-Security-Policy sources (`'sha256-…'`) of the scripts written into `html` that a browser runs:
 * no `src`, a JavaScript type. `script-src 'self'` plus these runs exactly those scripts and no other inline
 * one (the built index.html has one: src/boot.ts, scripts/deferredScripts.ts).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes = '', code = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (RUN.has(type)) hashes.push(`'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/** The inline scripts' sources of the app served from `appDir` (none without a built index.html). */
export function appScriptHashes(appDir: string): string[] {
  const file = join(appDir, 'index.html');
  return existsSync(file) ? inlineScriptHashes(readFileSync(file, 'utf8')) : [];
}
