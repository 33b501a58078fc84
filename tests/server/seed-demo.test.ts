/** The demo catalogue a first start seeds (SEED_DEMO), once. */
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, frameImages, frames, labels, marquee } from '../../server/db/schema';
import { DEFAULT_ADMIN_EMAIL, firstRun } from '../../server/seed';
import { demoFrames } from '../../server/seed/demoFrames';
import { startTestServer, type TestServer } from './helper';
import { login, passwordIn, rows } from './seed.fixture';

describe('demo catalogue', () => {
  let s: TestServer;
  let lines: string[];
  let token: string;
  beforeAll(async () => {
    s = await startTestServer({ adminEmail: undefined, adminPassword: undefined, seedDemo: true });
    // Two first starts at once: one catalogue.
    const runs = await Promise.all([firstRun(s.app, s.config), firstRun(s.app, s.config)]);
    lines = runs.flat();
    token = (await login(s, DEFAULT_ADMIN_EMAIL, runs.map(passwordIn).find(Boolean)!)).json.token;
  }, 120_000);
  afterAll(() => s?.close());

  it('reports the catalogue once', () => {
    expect(lines.filter((l) => l.includes('Demo catalogue created'))).toHaveLength(1);
  });

  it('lists the frames in display order, with consistent discounts, some sold out', async () => {
    const res = await s.call('GET', '/api/public/frames?limit=50');
    expect(res.statusCode).toBe(200);
    const list = res.json.data as {
      id: number;
      name: string;
      category: string;
      status: string;
      inStock: boolean;
      originalPrice: number;
      currentPrice: number;
      discountAmount: number;
      discountPercentage: number;
      dimensions: string | null;
      rating: number;
      displayOrder: number;
      labels: { name: string; color: string }[];
    }[];
    expect(list).toHaveLength(demoFrames.length);
    expect(list.length).toBeGreaterThanOrEqual(20);
    expect(list.map((f) => f.displayOrder)).toEqual(list.map((_, i) => i));
    expect(new Set(list.map((f) => f.category))).toEqual(
      new Set([
        'Classic',
        'Modern',
        'Luxury',
        'Vintage',
        'Minimalist',
        'Contemporary',
        'Traditional',
        'Industrial',
      ]),
    );

    const discounted = list.filter((f) => f.originalPrice > f.currentPrice);
    expect(discounted.length).toBeGreaterThanOrEqual(5);
    expect(discounted.length).toBeLessThan(list.length / 2);
    for (const f of list) {
      expect(f.currentPrice).toBeGreaterThanOrEqual(1000);
      expect(f.originalPrice).toBeLessThanOrEqual(20_000);
      expect(f.discountAmount).toBeCloseTo(f.originalPrice - f.currentPrice, 2);
      const percent =
        f.discountAmount === 0 ? 0 : Math.round((f.discountAmount / f.originalPrice) * 10_000) / 100;
      expect(f.discountPercentage).toBe(percent);
      expect(f.rating).toBeGreaterThanOrEqual(3.5);
      expect(f.rating).toBeLessThanOrEqual(5);
      expect(f.inStock).toBe(f.status === 'IN_STOCK');
    }
    const soldOut = list.filter((f) => f.status === 'OUT_OF_STOCK');
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    expect(soldOut.length).toBeLessThanOrEqual(4);
    expect(list.filter((f) => f.dimensions === null).length).toBeGreaterThan(0);
    expect(list.filter((f) => /^\d+(\.\d+)?x\d+ inches$/.test(f.dimensions ?? '')).length).toBeGreaterThan(
      15,
    );
    expect(list.some((f) => f.labels.length > 0)).toBe(true);
  });

  it('creates the five fallback labels with their colours and usage', async () => {
    const res = await s.call('GET', '/api/labels?limit=20', { token });
    expect(res.statusCode).toBe(200);
    expect(res.json.data.map((l: { name: string }) => l.name).sort()).toEqual([
      'Best Price',
      'Best Selling',
      'Limited Edition',
      'New Arrival',
      'Popular',
    ]);
    for (const label of res.json.data) {
      expect(label.color).toMatch(/^#[0-9A-F]{6}$/);
      expect(label.usageCount).toBeGreaterThan(0);
    }
  });

  it('creates marquee items, one of them hidden', async () => {
    const res = await s.call('GET', '/api/public/marquee');
    expect(res.statusCode).toBe(200);
    const all = await s.database.db.select().from(marquee);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.filter((m) => !m.isActive)).toHaveLength(1);
    expect(res.json.data.map((m: { text: string }) => m.text)).toEqual(
      all
        .filter((m) => m.isActive)
        .sort((a, b) => a.order - b.order)
        .map((m) => m.text),
    );
    expect(res.json.data.map((m: { text: string }) => m.text)).toContain(
      'Free delivery within Nairobi on orders above Ksh. 5,000',
    );
  });

  it('gives every frame 1 to 3 pictures, served at their URLs as WebP', async () => {
    const res = await s.call('GET', '/api/public/frames?limit=50');
    const list = res.json.data as {
      imageUrl: string | null;
      images: { imageUrl: string; srcset: string }[];
    }[];
    for (const f of list) {
      expect(f.images.length).toBeGreaterThanOrEqual(1);
      expect(f.images.length).toBeLessThanOrEqual(3);
      expect(f.imageUrl).toBe(f.images[0]!.imageUrl);
    }
    const first = list[0]!.images[0]!;
    expect(first.imageUrl).toMatch(/^\/uploads\//);
    const file = await s.call('GET', first.imageUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    expect(file.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    for (const candidate of first.srcset.split(', ')) {
      const url = candidate.split(' ')[0]!;
      expect((await s.call('GET', url)).statusCode).toBe(200);
    }
  });

  it('writes one activity row for the whole catalogue', async () => {
    const rowsOf = await s.database.db.select().from(activity);
    expect(rowsOf.map((r) => r.action)).toEqual(['Demo catalogue created']);
  });

  it('does not seed again on the next start, nor after the catalogue is emptied of frames', async () => {
    const before = {
      frames: await rows(s, frames),
      labels: await rows(s, labels),
      marquee: await rows(s, marquee),
      images: (await s.database.db.select({ n: count() }).from(frameImages))[0]!.n,
    };
    const again = await firstRun(s.app, s.config);
    expect(again.join('\n')).not.toContain('Demo catalogue');
    expect(again.join('\n')).not.toMatch(/password/i);
    expect(await rows(s, frames)).toBe(before.frames);
    expect(await rows(s, labels)).toBe(before.labels);
    expect(await rows(s, marquee)).toBe(before.marquee);
    expect((await s.database.db.select({ n: count() }).from(frameImages))[0]!.n).toBe(before.images);

    // A shop that deleted every frame but kept its labels is not a new shop.
    await s.database.db.delete(frames);
    await firstRun(s.app, s.config);
    expect(await rows(s, frames)).toBe(0);
  });
});
