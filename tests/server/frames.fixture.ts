/**
 * The frames API test files' fixture (frames-*.test.ts): `setupFramesServer()` at the top of a test file gives
 * it a test server whose catalogue is emptied before each test, an ADMIN token, and helpers to make frames and
 * labels and to read what the server recorded and announced.
 */
import { desc, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, expect } from 'vitest';
import { activity, frames, labels } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { fixtureServer } from './helper';

const server = fixtureServer('setupFramesServer');
/** The calling test file's server. */
export const t = server.t;

/** An ADMIN token, made before the file's first test. */
export let token: string;

/** Gives the calling test file a server of its own (once, at its top level; helper.ts, fixtureServer). */
export function setupFramesServer() {
  server.start();
  beforeAll(async () => {
    token = (await t().userToken({ role: 'ADMIN' })).token;
  });
  beforeEach(async () => {
    // Every test starts from an empty catalogue.
    await t().database.db.delete(frames).where(sql`true`);
  });
}

export const base = {
  name: 'Oak Classic',
  description: 'Solid oak',
  originalPrice: 5000,
  currentPrice: 4000,
};

export async function create(body: Record<string, unknown> = {}) {
  const res = await t().call('POST', '/api/frames', { token, body: { ...base, ...body } });
  expect(res.statusCode).toBe(201);
  return res.json.data as { id: number; name: string; displayOrder: number };
}

export async function label(name: string, color = '#FF0000') {
  const [row] = await t().database.db.insert(labels).values({ name, color }).returning();
  return row!;
}

export async function lastActivity() {
  const [row] = await t().database.db.select().from(activity).orderBy(desc(activity.id)).limit(1);
  return row!;
}

export function recordEvents() {
  const seen: ShopEvent[] = [];
  const stop = t().app.services.events.subscribe((e) => {
    if (e.audience === 'public') seen.push(e);
  });
  return { seen, stop };
}

export const names = (res: { json: { data: { name: string }[] } }) => res.json.data.map((f) => f.name);
