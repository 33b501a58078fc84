import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bulk, catalogue, undo } from './bulk.fixture';
import { create, label, setupFramesServer } from './frames.fixture';

setupFramesServer();

/**
 * Random bulk actions over a small catalogue (seeded: BULK_SEED replays a run; the seed is printed): each
 * is either refused whole (the catalogue unchanged) or applied, and its undo puts back exactly the rows,
 * label links and trash as they were.
 */
const SEED = Number(process.env.BULK_SEED ?? Math.floor(Math.random() * 1_000_000));
const RUNS = Number(process.env.BULK_RUNS ?? 25);

describe(`random bulk actions and their undo (seed ${SEED})`, () => {
  it('undo restores exactly the previous rows; a refusal changes nothing', async () => {
    console.log(`[bulk property] seed ${SEED}, ${RUNS} runs (BULK_SEED=${SEED} replays it)`);
    const tags = [await label('P Sale'), await label('P New'), await label('P Oak')];
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(
        await create({
          name: `P${i}`,
          originalPrice: [100, 5000, 1234.5, 80][i % 4],
          currentPrice: [60, 5000, 999.99, 80][i % 4],
          published: i % 3 !== 0,
          status: i % 2 ? 'OUT_OF_STOCK' : 'IN_STOCK',
          category: i % 2 ? 'Modern' : null,
          labels: tags.slice(0, i % 4).map((t) => t.id),
        }),
      );
    const ids = made.map((f) => f.id);
    const action = fc.oneof(
      fc.record({ type: fc.constant('status'), status: fc.constantFrom('IN_STOCK', 'OUT_OF_STOCK') }),
      fc.record({ type: fc.constantFrom('publish', 'unpublish', 'delete') }),
      fc.record({ type: fc.constant('category'), category: fc.constantFrom('Modern', 'Vintage', null, ' ') }),
      fc.record({
        type: fc.constantFrom('addLabel', 'removeLabel'),
        labelId: fc.constantFrom(...tags.map((t) => t.id), 999_999),
      }),
      fc.record({
        type: fc.constant('price'),
        by: fc.constantFrom('percent', 'amount'),
        value: fc.oneof(fc.integer({ min: -120, max: 200 }), fc.double({ min: -200, max: 200, noNaN: true })),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.subarray(ids, { minLength: 1 }), action, async (subset, act) => {
        const before = await catalogue();
        const res = await bulk(subset, act);
        if (res.statusCode !== 200) {
          expect([422]).toContain(res.statusCode);
          expect(await catalogue()).toEqual(before);
          return;
        }
        const { changed, changeSetId } = res.json.data;
        if (changed === 0) {
          expect(changeSetId).toBeNull();
          expect(await catalogue()).toEqual(before);
          return;
        }
        const back = await undo(changeSetId);
        expect(back.statusCode).toBe(200);
        expect(await catalogue()).toEqual(before);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  }, 300_000);
});
