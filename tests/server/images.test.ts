import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activity, frameImages, frameLabels, frames, labels } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { widthsFor } from '../../server/services/imageProcessing';
import { onPostgres, setupTestServer } from './helper';

const t = setupTestServer();

const MiB5 = 5_242_880;

interface FilePart {
  field: string;
  body: Buffer;
  filename?: string;
  type?: string;
}

/** A multipart/form-data body built by hand, so the file name and declared type can lie. */
function multipart(files: FilePart[], fields: Record<string, string> = {}) {
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

const jpeg = (width: number, height: number, background = '#c0392b') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: '#2980b9' } })
    .png()
    .toBuffer();
const webp = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#27ae60' } })
    .webp()
    .toBuffer();

/** A PNG whose header claims `width` x `height` pixels: a few hundred bytes that would decode huge. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const small = Buffer.from(await png(1, 1));
  // Signature (8), then the IHDR chunk: length (4), type (4), width (4), height (4), ..., CRC after 13 bytes.
  small.writeUInt32BE(width, 16);
  small.writeUInt32BE(height, 20);
  small.writeUInt32BE(crc32(small.subarray(12, 29)), 29);
  return small;
}

/** The tag ids of a TIFF IFD (EXIF block): `offset` into the TIFF data after `Exif\0\0`. */
function ifdTags(tiff: Buffer, offset: number): number[] {
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (at: number) => (le ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const n = u16(offset);
  return Array.from({ length: n }, (_, i) => u16(offset + 2 + i * 12));
}
function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.toString('latin1', 0, 4) === 'Exif' ? 6 : 0);
  const le = tiff.toString('latin1', 0, 2) === 'II';
  return ifdTags(tiff, le ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4));
}
const GPS_IFD_POINTER = 0x8825;

let frameCounter = 0;
async function newFrame(name = `Frame ${++frameCounter}`) {
  const [frame] = await t()
    .database.db.insert(frames)
    .values({ name, description: 'A frame', originalPrice: 5000, currentPrice: 4000 })
    .returning();
  return frame!;
}

async function admin() {
  return (await t().userToken({ role: 'ADMIN' })).token;
}

function upload(
  token: string,
  frameId: number | string,
  files: FilePart[],
  route: 'image' | 'images' = 'images',
) {
  const { body, headers } = multipart(files);
  return t().call('POST', `/api/frames/${frameId}/${route}`, { token, body, headers });
}

const one = (body: Buffer, extra: Partial<FilePart> = {}): FilePart => ({ field: 'image', body, ...extra });
const many = (...bodies: Buffer[]): FilePart[] => bodies.map((body) => ({ field: 'images', body }));

const storage = () => t().app.services.storage;
/** Every stored picture's key, from whichever storage is active (disk or database). */
const storedFiles = () => storage().keys();
/** The stored bytes behind an `/uploads/...` URL. */
async function storedBytes(url: string): Promise<Buffer> {
  const picture = await storage().get(url.replace('/uploads/', ''));
  if (!picture?.body) throw new Error(`not stored: ${url}`);
  return picture.body;
}
/** Whether each key is stored. */
const present = (keys: string[]) =>
  Promise.all(keys.map(async (key) => (await storage().get(key, { body: false })) !== null));
const rowsOf = (frameId: number) =>
  t().database.db.select().from(frameImages).where(eq(frameImages.frameId, frameId));

describe('frame images: uploads', () => {
  it('refuses callers without a token', async () => {
    const frame = await newFrame();
    const res = await t().call('POST', `/api/frames/${frame.id}/images`, multipart(many(Buffer.from('x'))));
    expect(res.statusCode).toBe(401);
  });

  it('uploads one image: 201, the frame view, the files served as immutable WebP', async () => {
    const token = await admin();
    const [label] = await t()
      .database.db.insert(labels)
      .values({ name: 'Upload label', color: '#112233' })
      .returning();
    const frame = await newFrame('Oak');
    await t().database.db.insert(frameLabels).values({ frameId: frame.id, labelId: label!.id });
    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await upload(token, frame.id, [one(await jpeg(1200, 900), { filename: 'oak.jpg' })], 'image');
    stop();
    expect(res.statusCode).toBe(201);
    expect(res.json).toMatchObject({ success: true, message: '1 image(s) uploaded successfully' });
    const view = res.json.data;
    expect(view).toMatchObject({
      id: frame.id,
      name: 'Oak',
      labels: [{ id: label!.id, name: 'Upload label', color: '#112233' }],
      currentPrice: 4000,
    });
    expect(view.images).toHaveLength(1);
    const image = view.images[0];
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1200]);
    expect(image.imageUrl).toMatch(new RegExp(`^/uploads/frames/${frame.id}/[0-9a-f]+-960\\.webp$`));
    expect(view.imageUrl).toBe(image.imageUrl);
    expect(image).toMatchObject({ width: 1200, height: 900, order: 0 });
    expect(image.srcset).toBe(
      image.variants.map((v: { url: string; width: number }) => `${v.url} ${v.width}w`).join(', '),
    );

    const served = await t().app.inject({ method: 'GET', url: image.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(String(served.headers['cache-control'])).toContain('immutable');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 960, height: 720 });

    const [log] = await t()
      .database.db.select()
      .from(activity)
      .where(and(eq(activity.action, 'Images uploaded'), eq(activity.item, 'Oak')));
    expect(log).toMatchObject({ type: 'frame', status: 'IN_STOCK' });
    const event = seen.find((e) => e.type === 'frame.updated' && e.id === frame.id);
    expect(event).toMatchObject({ audience: 'public', data: { id: frame.id, images: [{ id: image.id }] } });
  });

  it('uploads several at once, in order, after the existing ones (order = max + 1)', async () => {
    const token = await admin();
    const frame = await newFrame();
    const first = await upload(token, frame.id, many(await jpeg(500, 500)));
    expect(first.statusCode).toBe(201);
    const res = await upload(token, frame.id, many(await png(640, 480), await webp(800, 600)));
    expect(res.statusCode).toBe(201);
    expect(res.json.message).toBe('2 image(s) uploaded successfully');
    expect(res.json.data.images.map((i: { order: number }) => i.order)).toEqual([0, 1, 2]);
    expect(res.json.data.images.map((i: { width: number }) => i.width)).toEqual([500, 640, 800]);
  });

  it('never upscales: 700 px gives 480 and 700; 300 px gives 300; 2400 px gives 480, 960, 1600', async () => {
    const token = await admin();
    const frame = await newFrame();
    const res = await upload(
      token,
      frame.id,
      many(await jpeg(700, 350), await jpeg(300, 200), await jpeg(2400, 1200)),
    );
    expect(res.statusCode).toBe(201);
    const [a, b, c] = res.json.data.images;
    expect(a.variants.map((v: { width: number }) => v.width)).toEqual([480, 700]);
    expect(a.imageUrl).toMatch(/-700\.webp$/);
    expect(a).toMatchObject({ width: 700, height: 350 });
    expect(b.variants.map((v: { width: number }) => v.width)).toEqual([300]);
    expect(b).toMatchObject({ width: 300, height: 200 });
    expect(c.variants.map((v: { width: number }) => v.width)).toEqual([480, 960, 1600]);
    expect(c.imageUrl).toMatch(/-960\.webp$/);
    expect(c).toMatchObject({ width: 1600, height: 800 });
    for (const image of [a, b, c])
      for (const v of image.variants) {
        const meta = await sharp(await storedBytes(v.url)).metadata();
        expect(meta.width).toBe(v.width);
      }
    expect(widthsFor(480)).toEqual([480]);
    expect(widthsFor(1600)).toEqual([480, 960, 1600]);
  });

  it('turns the picture upright from EXIF and strips EXIF (GPS) from every variant', async () => {
    const token = await admin();
    const frame = await newFrame();
    // 800x400 stored sideways (orientation 6: displayed 400 wide, 800 high), with a GPS block.
    const input = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#8e44ad' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(exifIfd0Tags(before.exif!)).toContain(GPS_IFD_POINTER);

    const res = await upload(token, frame.id, [one(input)], 'image');
    expect(res.statusCode).toBe(201);
    const image = res.json.data.images[0];
    expect(image.variants.map((v: { width: number }) => v.width)).toEqual([400]);
    expect(image).toMatchObject({ width: 400, height: 800 });
    const file = await storedBytes(image.imageUrl);
    const after = await sharp(file).metadata();
    expect(after).toMatchObject({ format: 'webp', width: 400, height: 800 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(file.includes(Buffer.from('Exif'))).toBe(false);
    expect(file.includes(Buffer.from('Someone'))).toBe(false);
  });

  it('reads the type from the bytes: a text file named .jpg and declared image/jpeg is 415', async () => {
    const token = await admin();
    const frame = await newFrame();
    const fake = Buffer.from('this is not a picture, only text pretending to be one');
    const res = await upload(
      token,
      frame.id,
      [one(fake, { filename: 'holiday.jpg', type: 'image/jpeg' })],
      'image',
    );
    expect(res.statusCode).toBe(415);
    expect(res.json).toEqual({ success: false, message: 'Please select only image files.' });
    // A GIF is an image, but not one of JPEG, PNG, WebP.
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    expect(
      (await upload(token, frame.id, [one(gif, { filename: 'a.png', type: 'image/png' })], 'image'))
        .statusCode,
    ).toBe(415);
    // JPEG magic bytes followed by garbage: looks like JPEG, does not decode.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(2000)]);
    expect((await upload(token, frame.id, [one(broken)], 'image')).statusCode).toBe(415);
    // An empty file.
    expect((await upload(token, frame.id, [one(Buffer.alloc(0))], 'image')).statusCode).toBe(415);
    // A real PNG named .txt with a text type is accepted: the bytes decide.
    const ok = await upload(
      token,
      frame.id,
      [one(await png(100, 100), { filename: 'notes.txt', type: 'text/plain' })],
      'image',
    );
    expect(ok.statusCode).toBe(201);
    expect(await rowsOf(frame.id)).toHaveLength(1);
  });

  it('refuses a file of 5 MiB + 1 byte with 413; exactly 5 MiB passes the size check', async () => {
    const token = await admin();
    const frame = await newFrame();
    const header = await jpeg(10, 10);
    const big = Buffer.concat([header, Buffer.alloc(MiB5 + 1 - header.length)]);
    expect(big.length).toBe(MiB5 + 1);
    const res = await upload(token, frame.id, [one(big)], 'image');
    expect(res.statusCode).toBe(413);
    expect(res.json).toEqual({ success: false, message: 'Please select images smaller than 5MB each.' });
    const batch = await upload(token, frame.id, many(await jpeg(100, 100), big));
    expect(batch.statusCode).toBe(413);
    expect(batch.json.message).toBe('Please select images smaller than 5MB each.');
    // JPEG readers stop at the end marker: trailing zeros make a valid 5 MiB JPEG.
    const exact = Buffer.concat([header, Buffer.alloc(MiB5 - header.length)]);
    const fits = await upload(token, frame.id, [one(exact)], 'image');
    expect(fits.statusCode).toBe(201);
    expect(await rowsOf(frame.id)).toHaveLength(1);
  });

  it('refuses decompression bombs (huge pixel counts in a small file) with 413 and a clear message', async () => {
    const token = await admin();
    const frame = await newFrame();
    const bomb = await pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(200);
    const res = await upload(
      token,
      frame.id,
      [one(bomb, { filename: 'bomb.png', type: 'image/png' })],
      'image',
    );
    expect(res.statusCode).toBe(413);
    expect(res.json.message).toBe('Image dimensions are too large: at most 40 megapixels each.');
    expect(await rowsOf(frame.id)).toHaveLength(0);
  });

  it('allows at most 5 images per frame: the 6th is 400, a 6-file batch is 400', async () => {
    const token = await admin();
    const frame = await newFrame();
    const small = await jpeg(64, 64);
    const five = await upload(token, frame.id, many(small, small, small, small, small));
    expect(five.statusCode).toBe(201);
    expect(five.json.data.images).toHaveLength(5);
    const sixth = await upload(token, frame.id, [one(small)], 'image');
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json).toMatchObject({ success: false, message: 'Maximum 5 images allowed per frame.' });
    expect(await rowsOf(frame.id)).toHaveLength(5);

    const other = await newFrame();
    const before = await storedFiles();
    const six = await upload(token, other.id, many(small, small, small, small, small, small));
    expect(six.statusCode).toBe(400);
    expect(six.json.message).toBe('Maximum 5 images allowed per frame.');
    const three = await newFrame();
    await upload(token, three.id, many(small, small, small));
    const overflow = await upload(token, three.id, many(small, small, small));
    expect(overflow.statusCode).toBe(400);
    expect(overflow.json.message).toBe('Maximum 5 images allowed per frame.');
    expect(await rowsOf(other.id)).toHaveLength(0);
    expect(await rowsOf(three.id)).toHaveLength(3);
    expect((await storedFiles()).filter((f) => f.startsWith(`frames/${other.id}/`))).toEqual([]);
    expect((await storedFiles()).length).toBe(before.length + 3);
  });

  it(`never exceeds 5 images under concurrent uploads (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const token = await admin();
    const frame = await newFrame();
    const pictures = await Promise.all(
      Array.from({ length: 8 }, (_, i) => jpeg(520, 400, i % 2 ? '#111111' : '#eeeeee')),
    );
    const results = await Promise.all(pictures.map((p) => upload(token, frame.id, [one(p)], 'image')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 400)).toHaveLength(3);
    for (const r of results.filter((r) => r.statusCode === 400))
      expect(r.json.message).toBe('Maximum 5 images allowed per frame.');
    const rows = await rowsOf(frame.id);
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.order)).size).toBe(5);
    // Refused uploads leave no file behind: only the variants of the 5 rows are stored.
    const keys = rows.flatMap((r) => r.variants.map((v) => v.key)).sort();
    expect((await storedFiles()).filter((f) => f.startsWith(`frames/${frame.id}/`))).toEqual(keys);
  });

  it('stores nothing from a batch with one bad file (no rows, no new files)', async () => {
    const token = await admin();
    const frame = await newFrame();
    const before = await storedFiles();
    const bad = Buffer.from('%PDF-1.4 not an image at all');
    const res = await upload(token, frame.id, [
      { field: 'images', body: await jpeg(900, 600) },
      { field: 'images', body: await png(700, 500) },
      { field: 'images', body: bad, filename: 'c.jpg', type: 'image/jpeg' },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json.message).toBe('Please select only image files.');
    expect(await rowsOf(frame.id)).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);
    // A corrupt file that only fails while decoding (last in the batch) also stores nothing.
    const broken = Buffer.concat([(await png(10, 10)).subarray(0, 40), randomBytes(300)]);
    const late = await upload(token, frame.id, many(await jpeg(900, 600), broken));
    expect(late.statusCode).toBe(415);
    expect(await rowsOf(frame.id)).toHaveLength(0);
    expect(await storedFiles()).toEqual(before);
  });

  it('404s an unknown frame; 400s a request that is not multipart, has no file or uses another field', async () => {
    const token = await admin();
    const picture = await jpeg(100, 100);
    const unknown = await upload(token, 999_999, [one(picture)], 'image');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Frame not found' });
    expect((await upload(token, 'abc', many(picture))).statusCode).toBe(404);

    const frame = await newFrame();
    const json = await t().call('POST', `/api/frames/${frame.id}/images`, { token, body: { images: ['a'] } });
    expect(json.statusCode).toBe(400);
    expect(json.json.message).toMatch(/multipart/);
    const empty = await t().call('POST', `/api/frames/${frame.id}/image`, { token });
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toMatch(/multipart/);

    const raw = await t().call('POST', `/api/frames/${frame.id}/image`, {
      token,
      body: picture,
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(raw.statusCode).toBe(400);
    expect(raw.json.message).toMatch(/multipart/);
    const malformed = [
      ['multipart/form-data', 'no boundary'],
      ['multipart/form-data; boundary=xyz', 'garbage without any boundary'],
      [
        'multipart/form-data; boundary=xyz',
        '--xyz\r\nContent-Disposition: form-data; name="images"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\ncut short',
      ],
    ] as const;
    for (const [type, body] of malformed) {
      const res = await t().call('POST', `/api/frames/${frame.id}/images`, {
        token,
        body: Buffer.from(body),
        headers: { 'content-type': type },
      });
      expect(res.statusCode, body).toBe(400);
      expect(res.json.message).toBe('Malformed multipart/form-data body.');
    }
    const manyFields = multipart(
      [{ field: 'images', body: picture }],
      Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`f${i}`, 'v'])),
    );
    const fields = await t().call('POST', `/api/frames/${frame.id}/images`, { token, ...manyFields });
    expect(fields.statusCode).toBe(400);
    expect(fields.json.message).toMatch(/Too many form fields/);

    const onlyFields = multipart([], { note: 'hello' });
    const none = await t().call('POST', `/api/frames/${frame.id}/images`, { token, ...onlyFields });
    expect(none.statusCode).toBe(400);
    expect(none.json.message).toBe('Please select at least one image to upload.');

    const wrongField = await upload(token, frame.id, [{ field: 'photo', body: picture }]);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json.message).toContain("'images'");
    const twoOnSingle = await upload(token, frame.id, [one(picture), one(picture)], 'image');
    expect(twoOnSingle.statusCode).toBe(400);
    expect(twoOnSingle.json.message).toContain("'image'");
    expect(await rowsOf(frame.id)).toHaveLength(0);
  });

  it('addImages works without HTTP (the demo seeder) and checks the same rules', async () => {
    const frame = await newFrame();
    const view = await t().app.services.images.addImages(frame.id, [await jpeg(1000, 500)], null);
    expect(view.images).toHaveLength(1);
    expect(view.images[0]!.variants.map((v) => v.width)).toEqual([480, 960, 1000]);
    await expect(
      t().app.services.images.addImages(frame.id, [Buffer.from('nope')], null),
    ).rejects.toMatchObject({
      statusCode: 415,
    });
    await expect(
      t().app.services.images.addImages(999_999, [await jpeg(10, 10)], null),
    ).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});

describe('frame images: delete', () => {
  it('deletes the row and its files; 404 unless the image belongs to that frame', async () => {
    const token = await admin();
    const frame = await newFrame('Walnut');
    const other = await newFrame();
    const { json } = await upload(token, frame.id, many(await jpeg(1000, 800), await jpeg(600, 400)));
    const [first, second] = json.data.images;
    const files = first.variants.map((v: { url: string }) => v.url.replace('/uploads/', ''));
    expect((await present(files)).every(Boolean)).toBe(true);

    const foreign = await t().call('DELETE', `/api/frames/${other.id}/images/${first.id}`, { token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json).toEqual({ success: false, message: 'Image not found' });
    expect((await t().call('DELETE', `/api/frames/${frame.id}/images/999999`, { token })).statusCode).toBe(
      404,
    );
    expect((await t().call('DELETE', `/api/frames/${frame.id}/images/x`, { token })).statusCode).toBe(404);
    const noFrame = await t().call('DELETE', `/api/frames/999999/images/${first.id}`, { token });
    expect(noFrame.statusCode).toBe(404);
    expect(noFrame.json.message).toBe('Frame not found');
    expect((await present(files)).every(Boolean)).toBe(true);

    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await t().call('DELETE', `/api/frames/${frame.id}/images/${first.id}`, { token });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({ success: true, data: null, message: 'Image deleted successfully.' });
    expect((await present(files)).some(Boolean)).toBe(false);
    const served = await t().app.inject({ method: 'GET', url: first.imageUrl });
    expect(served.statusCode).toBe(404);
    expect((await rowsOf(frame.id)).map((r) => r.id)).toEqual([second.id]);
    expect(seen.find((e) => e.type === 'frame.updated' && e.id === frame.id)).toMatchObject({
      audience: 'public',
      data: { images: [{ id: second.id }], imageUrl: second.imageUrl },
    });
    const logs = await t().database.db.select().from(activity).where(eq(activity.action, 'Image deleted'));
    expect(logs.some((l) => l.item === 'Walnut' && l.type === 'frame')).toBe(true);
    expect(
      (await t().call('DELETE', `/api/frames/${frame.id}/images/${first.id}`, { token })).statusCode,
    ).toBe(404);
  });
});

describe('frame images: reorder', () => {
  it("sets order = position and answers the frame's images in the new order", async () => {
    const token = await admin();
    const frame = await newFrame('Maple');
    const { json } = await upload(
      token,
      frame.id,
      many(await jpeg(300, 300), await png(300, 300), await webp(300, 300)),
    );
    const [a, b, c] = json.data.images.map((i: { id: number }) => i.id);
    const seen: ShopEvent[] = [];
    const stop = t().app.services.events.subscribe((e) => seen.push(e));
    const res = await t().call('PUT', `/api/frames/${frame.id}/images/reorder`, {
      token,
      body: { imageIds: [c, a, b] },
    });
    stop();
    expect(res.statusCode).toBe(200);
    expect(res.json.message).toBe('Image order updated successfully.');
    expect(res.json.data.images.map((i: { id: number; order: number }) => [i.id, i.order])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect(res.json.data.imageUrl).toBe(res.json.data.images[0].imageUrl);
    const rows = await rowsOf(frame.id);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.order]))).toEqual({ [c]: 0, [a]: 1, [b]: 2 });
    expect(seen.some((e) => e.type === 'frame.updated' && e.id === frame.id && e.audience === 'public')).toBe(
      true,
    );
    const logs = await t().database.db.select().from(activity).where(eq(activity.action, 'Images reordered'));
    expect(logs.some((l) => l.item === 'Maple')).toBe(true);
  });

  it('refuses a foreign, missing, duplicate or unknown id with 400 and changes nothing', async () => {
    const token = await admin();
    const frame = await newFrame();
    const other = await newFrame();
    const { json } = await upload(token, frame.id, many(await jpeg(300, 300), await jpeg(300, 300)));
    const [a, b] = json.data.images.map((i: { id: number }) => i.id);
    const { json: otherJson } = await upload(token, other.id, many(await jpeg(300, 300)));
    const foreignId = otherJson.data.images[0].id;
    const put = (body: unknown) => t().call('PUT', `/api/frames/${frame.id}/images/reorder`, { token, body });
    for (const imageIds of [[b, foreignId], [b, a, foreignId], [b], [a, a], [b, a, a], [], [b, a, 999999]]) {
      const res = await put({ imageIds });
      expect(res.statusCode, JSON.stringify(imageIds)).toBe(400);
      expect(res.json.success).toBe(false);
      expect(res.json.message).toContain('imageIds');
    }
    expect((await put({})).statusCode).toBe(400);
    expect((await put({ imageIds: 'a,b' })).statusCode).toBe(400);
    expect((await put({ imageIds: [String(a), String(b)] })).statusCode).toBe(400);
    const rows = await rowsOf(frame.id);
    expect(Object.fromEntries(rows.map((r) => [r.id, r.order]))).toEqual({ [a]: 0, [b]: 1 });
    const unknown = await t().call('PUT', '/api/frames/999999/images/reorder', {
      token,
      body: { imageIds: [a] },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Frame not found');
    expect((await put({ imageIds: [b, a] })).statusCode).toBe(200);
  });
});

describe('frame images: over a real socket (FormData + Blob)', () => {
  it('uploads with fetch, and answers 413 to an oversized file without breaking the connection', async () => {
    const token = await admin();
    const frame = await newFrame();
    const address = await t().app.listen({ port: 0, host: '127.0.0.1' });
    const send = (files: { body: Buffer; name: string; type: string }[]) => {
      const form = new FormData();
      for (const f of files)
        form.append('images', new Blob([new Uint8Array(f.body)], { type: f.type }), f.name);
      return fetch(`${address}/api/frames/${frame.id}/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
    };
    const good = await send([
      { body: await jpeg(800, 600), name: 'a.jpg', type: 'image/jpeg' },
      { body: await png(500, 500), name: 'b.png', type: 'image/png' },
    ]);
    expect(good.status).toBe(201);
    expect(await good.json()).toMatchObject({ success: true, message: '2 image(s) uploaded successfully' });

    const header = await jpeg(10, 10);
    const big = Buffer.concat([header, Buffer.alloc(MiB5 + 1 - header.length)]);
    const tooBig = await send([{ body: big, name: 'big.jpg', type: 'image/jpeg' }]);
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      success: false,
      message: 'Please select images smaller than 5MB each.',
    });

    const fake = await send([{ body: Buffer.from('plain text'), name: 'x.jpg', type: 'image/jpeg' }]);
    expect(fake.status).toBe(415);
    expect(await rowsOf(frame.id)).toHaveLength(2);
  });
});

describe('frame images: the public catalogue follows', () => {
  it('shows uploads, reorders and deletions at once (its cache is cleared by the public event)', async () => {
    const token = await admin();
    const frame = await newFrame('Public one');
    const publicImages = async () =>
      (await t().call('GET', `/api/public/frames/${frame.id}`)).json.data.images.map(
        (i: { id: number }) => i.id,
      );
    expect(await publicImages()).toEqual([]);
    const { json } = await upload(token, frame.id, many(await jpeg(300, 300), await jpeg(300, 300)));
    const [a, b] = json.data.images.map((i: { id: number }) => i.id);
    expect(await publicImages()).toEqual([a, b]);
    await t().call('PUT', `/api/frames/${frame.id}/images/reorder`, { token, body: { imageIds: [b, a] } });
    expect(await publicImages()).toEqual([b, a]);
    const detail = await t().call('GET', `/api/public/frames/${frame.id}`);
    expect(detail.json.data.imageUrl).toBe(detail.json.data.images[0].imageUrl);
    await t().call('DELETE', `/api/frames/${frame.id}/images/${b}`, { token });
    expect(await publicImages()).toEqual([a]);
  });
});
