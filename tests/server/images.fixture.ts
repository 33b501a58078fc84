/**
 * The frame images test files' fixture (images-*.test.ts): `setupImagesServer()` at the top of a test
 * file gives it a test server of its own; helpers build pictures (JPEG, PNG, WebP, a lying PNG header), multipart bodies and uploads, and read
 * what the storage holds.
 */
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { frameImages, frames } from '../../server/db/schema';
import { fixtureServer } from './helper';

const server = fixtureServer('setupImagesServer');
/** The calling test file's server. */
export const t = server.t;
/** Gives the calling test file a server of its own (once, at its top level; helper.ts, fixtureServer). */
export const setupImagesServer = server.start;

export const MiB5 = 5_242_880;

export interface FilePart {
  field: string;
  body: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, so the file name and declared type can lie. */
export function multipart(files: FilePart[], fields: Record<string, string> = {}) {
  const boundary = `----shoptest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename ?? 'photo.jpg'}"\r\n` +
          `Content-Type: ${f.type ?? 'image/jpeg'}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export const jpeg = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
export const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();
export const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();

/** A PNG whose header claims `width` x `height` pixels: a few hundred bytes that would decode huge. */
export async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const small = Buffer.from(await png(1, 1));
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC after 13 bytes.
  small.writeUInt32BE(width, 16);
  small.writeUInt32BE(height, 20);
  small.writeUInt32BE(crc32(small.subarray(12, 29)), 29);
  return small;
}

/** The tag ids of a TIFF IFD (EXIF block): `offset` into the TIFF data after `Exif\0\0`. */
export function ifdTags(tiff: Buffer, offset: number): number[] {
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const n = u16(offset);
  return Array.from({ length: n }, (_, i) => u16(offset + 2 + i * 12));
}
export function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  return ifdTags(tiff, le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4));
}
export const GPS_IFD_POINTER = 0x8825;

let frameCounter = 0;
export async function newFrame(name = `Frame ${++frameCounter}`) {
  const [frame] = await t()
    .database.db.insert(frames)
    .values({ name, description: 'A frame', originalPrice: 5000, currentPrice: 4000 })
    .returning();
  return frame!;
}

export async function admin() {
  return (await t().userToken({ role: 'ADMIN' })).token;
}

export function upload(
  token: string,
  frameId: number | string,
  files: FilePart[],
  route: 'image' | 'images' = 'images',
) {
  const { body, headers } = multipart(files);
  return t().call('POST', `/api/frames/${frameId}/${route}`, { token, body, headers });
}

export const one = (body: Buffer, extra: Partial<FilePart> = {}): FilePart => ({
  field: 'image',
  body,
  ...extra,
});
export const many = (...bodies: Buffer[]): FilePart[] => bodies.map((body) => ({ field: 'images', body }));

export const storage = () => t().app.services.storage;
/** Every stored picture's key, from whichever storage is active (disk or database). */
export const storedFiles = () => storage().keys();
/** The stored bytes behind an `/uploads/...` URL. */
export async function storedBytes(url: string): Promise<Buffer> {
  const picture = await storage().get(url.replace('/uploads/', ''));
  if (!picture?.body) throw new Error(`not stored: ${url}`);
  return picture.body;
}
/** Whether each key is stored. */
export const present = (keys: string[]) =>
  Promise.all(keys.map(async (key) => (await storage().get(key, { body: false })) !== null));
export const rowsOf = (frameId: number) =>
  t().database.db.select().from(frameImages).where(eq(frameImages.frameId, frameId));
