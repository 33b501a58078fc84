/**
 * 1,000 frames (issue 24's figure) export and preview back as "0 changes": names with commas, quotes and
 * formula-like starts, drafts, both stock states, decimal prices, categories, labels and pictures; and one
 * price changed in that file previews as that one change and nothing else.
 */
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../machines/frameFormRules';
import { frameImages, frameLabels, frames } from '../../server/db/schema';
import { ensureLabel, exportCsv, preview } from './csv.fixture';
import { setupFramesServer, t } from './frames.fixture';

setupFramesServer();

const COUNT = 1000;
const NAMES = ['Oak Classic', 'Walnut "Royal", large', '=Gilded', '+Teak', 'Line\nbreak', 'Café 😀'];

describe('CSV round trip of 1,000 frames', () => {
  it('exports 1,000 frames and previews that file as 0 changes; one edit previews as exactly it', async () => {
    const { db } = t().database;
    const labelIds = await Promise.all(
      ['Popular', 'Best Price', 'New Arrival'].map(async (name) => (await ensureLabel(name)).id),
    );
    const made = await db
      .insert(frames)
      .values(
        Array.from({ length: COUNT }, (_, i) => ({
          name: `${NAMES[i % NAMES.length]} ${i}`,
          description: i % 7 === 0 ? `-${i}, "with" a comma` : `Frame number ${i}`,
          category: i % 5 === 0 ? null : (CATEGORIES[i % CATEGORIES.length] as string),
          originalPrice: 1000 + i,
          currentPrice: 900 + i + (i % 3 === 0 ? 0.5 : 0),
          status: i % 4 === 0 ? ('OUT_OF_STOCK' as const) : ('IN_STOCK' as const),
          published: i % 6 !== 0,
          displayOrder: i,
        })),
      )
      .returning({ id: frames.id });
    await db
      .insert(frameLabels)
      .values(
        made.flatMap(({ id }, i) =>
          labelIds.filter((_, k) => (i + k) % 2 === 0).map((labelId) => ({ frameId: id, labelId })),
        ),
      );
    await db
      .insert(frameImages)
      .values(
        made
          .filter((_, i) => i % 3 === 0)
          .map(({ id }) => ({ frameId: id, imageUrl: `/uploads/${id}.webp` })),
      );

    const { text, rows } = await exportCsv();
    expect(rows).toHaveLength(COUNT + 1);
    const same = (await preview(text)).json.data;
    expect(same.errors).toEqual([]);
    expect(same).toMatchObject({ creates: 0, updates: 0, unchanged: COUNT });

    // One price changed in the same file: that one change, old → new, and the other 999 unchanged.
    const target = rows[500]!;
    const edited = text.replace(
      new RegExp(`(\\r\\n${target[0]},(?:[^\\r\\n]*?)),${target[4]},${target[5]},`),
      `$1,777,${target[5]},`,
    );
    expect(edited).not.toBe(text);
    const one = (await preview(edited)).json.data;
    expect(one.errors).toEqual([]);
    expect(one).toMatchObject({ creates: 0, updates: 1, unchanged: COUNT - 1 });
    const changed = one.rows.filter((r: { action: string }) => r.action === 'update');
    expect(changed).toEqual([
      expect.objectContaining({
        id: Number(target[0]),
        changes: [{ field: 'price', from: target[4], to: '777' }],
      }),
    ]);
  }, 120_000);
});
