import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { frames, labels, marquee, users } from '../../server/db/schema';
import { DEFAULT_ADMIN_EMAIL, firstRun } from '../../server/seed';
import { randomPassword } from '../../server/seed/admin';
import { seedDemo } from '../../server/seed/demo';
import { demoFrames } from '../../server/seed/demoFrames';
import { startTestServer, type TestServer } from './helper';
import { login, passwordIn, rows } from './seed.fixture';

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
