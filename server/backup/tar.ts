/**
 * The little of the tar format a backup needs (POSIX ustar, with a PAX header for a name longer than ustar
 * holds): regular files written one after another to a stream, and read back one after another. A backup is
 * a plain `.tar.gz`, so `tar -tzf backup.tar.gz` lists it and `tar -xzf` unpacks it by hand.
 */
import type { Writable } from 'node:stream';

const BLOCK = 512;

export interface TarEntry {
  name: string;
  /** Empty for a directory. */
  body: Buffer;
  directory?: boolean;
  /** Seconds since the epoch; now when absent. */
  mtime?: number;
  mode?: number;
}

function octal(value: number, length: number): string {
  return `${value.toString(8).padStart(length - 1, '0')}\0`;
}

function header(name: string, size: number, mtime: number, mode: number, type: '0' | '5' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  let prefix = '';
  let short = name;
  if (Buffer.byteLength(name) > 100) {
    // ustar: a prefix of up to 155 bytes and a name of up to 100, split at a '/'.
    const cut = name.lastIndexOf('/', 155);
    prefix = name.slice(0, cut);
    short = name.slice(cut + 1);
  }
  block.write(short, 0, 100, 'utf8');
  block.write(octal(mode, 8), 100, 'ascii');
  block.write(octal(0, 8), 108, 'ascii'); // uid
  block.write(octal(0, 8), 116, 'ascii'); // gid
  block.write(octal(size, 12), 124, 'ascii');
  block.write(octal(mtime, 12), 136, 'ascii');
  block.write('        ', 148, 'ascii'); // the checksum counts itself as spaces
  block.write(type, 156, 'ascii');
  block.write('ustar\u000000', 257, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

/** Whether ustar's name and prefix fields hold `name`. */
function fitsUstar(name: string): boolean {
  const bytes = Buffer.byteLength(name);
  if (bytes <= 100) return true;
  const cut = name.lastIndexOf('/', 155);
  return (
    cut > 0 && Buffer.byteLength(name.slice(0, cut)) <= 155 && Buffer.byteLength(name.slice(cut + 1)) <= 100
  );
}

/** A PAX record `"<length> path=<name>\n"`, whose length counts its own digits. */
function paxPath(name: string): Buffer {
  const rest = ` path=${name}\n`;
  let length = Buffer.byteLength(rest) + 1;
  while (String(length).length + Buffer.byteLength(rest) !== length) length += 1;
  return Buffer.from(`${length}${rest}`);
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** Writes entries to `out` (respecting its back-pressure); `end` writes tar's closing blocks and ends `out`. */
export function tarWriter(out: Writable) {
  const write = (chunk: Buffer) =>
    new Promise<void>((resolve, reject) => {
      out.write(chunk, (error) => (error ? reject(error) : resolve()));
    });
  return {
    async add({
      name,
      body,
      directory = false,
      mtime = Math.floor(Date.now() / 1000),
      mode = directory ? 0o755 : 0o644,
    }: TarEntry): Promise<void> {
      if (directory) {
        if (!fitsUstar(`${name}/`)) throw new Error(`Directory name too long for the archive: ${name}`);
        await write(header(`${name}/`, 0, mtime, mode, '5'));
        return;
      }
      if (!fitsUstar(name)) {
        const pax = paxPath(name);
        await write(header('PaxHeader', pax.length, mtime, 0o644, 'x'));
        await write(Buffer.concat([pax, padding(pax.length)]));
      }
      await write(header(fitsUstar(name) ? name : name.slice(-100), body.length, mtime, mode, '0'));
      await write(body);
      await write(padding(body.length));
    },
    async end(): Promise<void> {
      await write(Buffer.alloc(BLOCK * 2));
      await new Promise<void>((resolve, reject) => {
        out.once('error', reject);
        out.end(resolve);
      });
    },
  };
}

/** Reads exactly `n` bytes at a time from a stream of chunks. */
function byteReader(source: AsyncIterable<Buffer>) {
  const iterator = source[Symbol.asyncIterator]();
  let pending: Buffer[] = [];
  let available = 0;
  return async (n: number): Promise<Buffer | null> => {
    while (available < n) {
      const next = await iterator.next();
      if (next.done) {
        if (available === 0) return null;
        throw new Error('The backup file is cut short (truncated archive).');
      }
      pending.push(next.value);
      available += next.value.length;
    }
    const all = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = all.length > n ? [all.subarray(n)] : [];
    available = all.length - n;
    return all.subarray(0, n);
  };
}

const field = (block: Buffer, start: number, length: number) =>
  block
    .subarray(start, start + length)
    .toString('utf8')
    .replace(/\0.*$/s, '');

/** The regular files and directories of a tar stream, in order (other kinds are skipped). */
export async function* tarEntries(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const read = byteReader(source);
  let longName: string | undefined;
  for (;;) {
    const block = await read(BLOCK);
    if (!block || block.every((byte) => byte === 0)) return;
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : block[i]!;
    if (sum !== Number.parseInt(field(block, 148, 8).trim(), 8))
      throw new Error('The backup file is damaged (a tar header checksum does not match).');
    const size = Number.parseInt(field(block, 124, 12).trim() || '0', 8);
    const type = field(block, 156, 1) || '0';
    const body = size > 0 ? await read(size) : Buffer.alloc(0);
    if (!body) throw new Error('The backup file is cut short (truncated archive).');
    if (size % BLOCK) await read(BLOCK - (size % BLOCK));
    if (type === 'x') {
      longName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(body.toString('utf8'))?.[1];
      continue;
    }
    const prefix = field(block, 345, 155);
    const name = longName ?? (prefix ? `${prefix}/${field(block, 0, 100)}` : field(block, 0, 100));
    longName = undefined;
    if (type === '5') {
      yield { name: name.replace(/\/+$/, ''), body, directory: true };
      continue;
    }
    if (type !== '0') continue;
    yield {
      name,
      body: Buffer.from(body),
      mtime: Number.parseInt(field(block, 136, 12).trim() || '0', 8),
      mode: Number.parseInt(field(block, 100, 8).trim() || '644', 8),
    };
  }
}
