/** What the bulk tests compare: every frame's stored row (less its version and timestamps), labels and trash. */
import { asc } from 'drizzle-orm';
import { frameLabels, frames, frameTrash } from '../../server/db/schema';
import { t, token } from './frames.fixture';

export async function catalogue() {
  const db = t().database.db;
  const rows = await db.select().from(frames).orderBy(asc(frames.id));
  const links = await db
    .select()
    .from(frameLabels)
    .orderBy(asc(frameLabels.frameId), asc(frameLabels.labelId));
  const trash = await db.select({ id: frameTrash.id }).from(frameTrash).orderBy(asc(frameTrash.id));
  return {
    frames: rows.map(({ version: _v, updatedAt: _u, searchText: _s, ...row }) => row),
    links,
    trash: trash.map((r) => r.id),
  };
}

export const bulk = (ids: number[], action: Record<string, unknown>) =>
  t().call('POST', '/api/frames/bulk', { token, body: { ids, action } });

export const undo = (id: string) => t().call('POST', `/api/frames/changes/${id}/undo`, { token });
