import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activity, frameImages, frames, labels, marquee, users } from '../../server/db/schema';
import { DEFAULT_ADMIN_EMAIL, firstRun } from '../../server/seed';
import { randomPassword } from '../../server/seed/admin';
import { demoFrames } from '../../server/seed/catalogue';
import { seedDemo } from '../../server/seed/demo';
import { startTestServer, type TestServer } from './helper';

const passwordIn = (lines: string[]) => lines.join('\n').match(/password: (\S+)/)?.[1];
const rows = async (s: TestServer, table: typeof users | typeof frames | typeof labels | typeof marquee) =>
  (await s.database.db.select({ n: count() }).from(table))[0]!.n;

async function login(s: TestServer, email: string, password: string) {
  return s.call('POST', '/api/auth/login', { body: { email, password } });
}

describe('first admin without ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ adminEmail: undefined, adminPassword: undefined, seedDemo: false });
  }, 60_000);
  afterAll(() => s?.close());

  it('creates one SUPER_ADMIN with a random password printed once, which signs in', async () => {
    const lines = await firstRun(s.app, s.config);
    const text = lines.join('\n');
    expect(text).toContain('/admin/login');
    expect(text).toContain(DEFAULT_ADMIN_EMAIL);
    expect(text).toContain('it will not be shown again');
    const password = passwordIn(lines);
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(16);

    const res = await login(s, DEFAULT_ADMIN_EMAIL, password!);
    expect(res.statusCode).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      token: expect.any(String),
      user: { email: DEFAULT_ADMIN_EMAIL, name: 'Administrator', role: 'SUPER_ADMIN', status: 'ACTIVE' },
    });
    const me = await s.call('GET', '/api/users', { token: res.json.token });
    expect(me.statusCode).toBe(200);
    expect(await rows(s, users)).toBe(1);
  });

  it('prints nothing about passwords and creates no admin on the next start', async () => {
    const again = await firstRun(s.app, s.config);
    expect(again.join('\n')).not.toMatch(/password/i);
    expect(await rows(s, users)).toBe(1);
  });

  it('keeps the catalogue empty with SEED_DEMO=0', async () => {
    expect(await rows(s, frames)).toBe(0);
    expect(await rows(s, labels)).toBe(0);
    expect(await rows(s, marquee)).toBe(0);
    const list = await s.call('GET', '/api/public/frames?limit=50');
    expect(list.statusCode).toBe(200);
    expect(list.json.data).toEqual([]);
  });
});

describe('first admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({
      adminEmail: 'owner@frames.test',
      adminPassword: 'long-enough-secret',
      seedDemo: false,
    });
  }, 60_000);
  afterAll(() => s?.close());

  it('creates that SUPER_ADMIN and never prints the password', async () => {
    const lines = await firstRun(s.app, s.config);
    expect(lines.join('\n')).toContain('owner@frames.test');
    expect(lines.join('\n')).not.toContain('long-enough-secret');
    expect(passwordIn(lines)).toBeUndefined();
    const res = await login(s, 'owner@frames.test', 'long-enough-secret');
    expect(res.statusCode).toBe(200);
    expect(res.json.user).toMatchObject({ name: 'Administrator', role: 'SUPER_ADMIN', status: 'ACTIVE' });
    expect((await login(s, DEFAULT_ADMIN_EMAIL, 'long-enough-secret')).statusCode).toBe(401);
  });

  it('ignores the variables once users exist', async () => {
    const changed = { ...s.config, adminEmail: 'other@frames.test', adminPassword: 'another-secret' };
    expect(await firstRun(s.app, changed)).toEqual([]);
    expect(await rows(s, users)).toBe(1);
    expect((await login(s, 'other@frames.test', 'another-secret')).statusCode).toBe(401);
  });
});

describe('first admin refusals and races', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ adminEmail: undefined, adminPassword: undefined, seedDemo: false });
  }, 60_000);
  afterAll(() => s?.close());

  it('refuses to start with an ADMIN_PASSWORD shorter than 8 characters, creating nobody', async () => {
    await expect(firstRun(s.app, { ...s.config, adminPassword: 'short12' })).rejects.toThrow(
      'ADMIN_PASSWORD must be at least 8 characters long',
    );
    await expect(firstRun(s.app, { ...s.config, adminEmail: 'not-an-email' })).rejects.toThrow('ADMIN_EMAIL');
    expect(await rows(s, users)).toBe(0);
  });

  it('creates exactly one admin when several servers start at once', async () => {
    const runs = await Promise.all(Array.from({ length: 4 }, () => firstRun(s.app, s.config)));
    expect(await rows(s, users)).toBe(1);
    const printed = runs.map(passwordIn).filter(Boolean);
    expect(printed).toHaveLength(1);
    expect((await login(s, DEFAULT_ADMIN_EMAIL, printed[0]!)).statusCode).toBe(200);
  });

  it('creates no admin when a user already exists', async () => {
    const other = await startTestServer({ seedDemo: false });
    try {
      await other.userToken({ email: 'someone@frames.test', role: 'ADMIN' });
      expect(await firstRun(other.app, other.config)).toEqual([]);
      expect(await rows(other, users)).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('keeps the catalogue and reports it when pictures cannot be stored', async () => {
    // The first demo frame has 3 pictures, the second 2: the one with 3 cannot be stored.
    const few = demoFrames.slice(0, 2);
    expect(few.map((f) => f.pictures.length)).toEqual([3, 2]);
    const result = await seedDemo(
      { db: s.database.db, activity: s.app.services.activity },
      async (frameId, files, actorId) => {
        if (files.length === 3) throw new Error('disk full');
        return s.app.services.images.addImages(frameId, files, actorId);
      },
      few,
    );
    expect(result).toMatchObject({ frames: 2, failures: [`${few[0]!.name}: disk full`] });
    expect(result!.pictures).toBe(few[1]!.pictures.length);
    const list = await s.call('GET', '/api/public/frames?limit=50');
    expect(list.json.data.map((f: { images: unknown[] }) => f.images.length).sort()).toEqual(
      [0, few[1]!.pictures.length].sort(),
    );
  });

  it('generates passwords that differ and are easy to copy', () => {
    const a = randomPassword();
    expect(a).toMatch(/^[a-zA-Z2-9]{5}(-[a-zA-Z2-9]{5}){3}$/);
    expect(a).not.toMatch(/[01lIoO]/);
    expect(randomPassword()).not.toBe(a);
  });
});

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
