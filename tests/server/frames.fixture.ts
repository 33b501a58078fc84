/**
 * The frames API test files' fixture (frames-*.test.ts): importing it gives the file a test server whose
 * catalogue is emptied before each test, an ADMIN token, and helpers to make frames and labels and to read what
 * the server recorded and announced.
 */
import { desc, sql } from 'drizzle-orm';
import { beforeEach, expect } from 'vitest';
import { activity, frames, labels } from '../../server/db/schema';
import type { ShopEvent } from '../../server/services/events';
import { setupTestServer } from './helper';

export const t = setupTestServer();

/** An ADMIN token, made before the file's first test. */
export let token: string;
beforeEach(async () => {
  // Every test starts from an empty catalogue.
  await t().database.db.delete(frames).where(sql`true`);
  token ??= (await t().userToken({ role: 'ADMIN' })).token;
});

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
