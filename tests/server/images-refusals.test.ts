/** Frame images: what an upload refuses (type, size, bombs, over 5 per frame even at once, bad batches, routes). */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { onPostgres } from './helper';
import {
  admin,
  jpeg,
  MiB5,
  many,
  multipart,
  newFrame,
  one,
  png,
  pngClaiming,
  rowsOf,
  setupImagesServer,
  storedFiles,
  t,
  upload,
} from './images.fixture';

setupImagesServer();

describe('frame images: uploads', () => {
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
