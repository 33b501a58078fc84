/** Frame images: uploading pictures (one, several), their WebP variants by size, EXIF turned upright and stripped. */
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { activity, frameLabels, labels } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { widthsFor } from '../../server/services/imageProcessing';
import {
  admin,
  exifIfd0Tags,
  GPS_IFD_POINTER,
  jpeg,
  many,
  multipart,
  newFrame,
  one,
  png,
  setupImagesServer,
  storedBytes,
  t,
  upload,
  webp,
} from './images.fixture';

setupImagesServer();

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
});
