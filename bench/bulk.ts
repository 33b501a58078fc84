/**
 * A bulk price change on 500 frames (issue 24: under 2 s) through the real server: `POST /api/frames/bulk`
 * with +10% on the first 500 frames of the admin list, then its undo (`POST /api/frames/changes/{id}/undo`),
 * each timed from request to answer (after a one-frame warm-up). Run after the catalogue bench, so among its 100,000 frames; alone:
 * `npx tsx bench/bulk.ts` (the small catalogue topped up to BULK_FRAMES, default 500).
 */
import { benchToken } from './catalogue';
import { BUDGET, databaseUrl, dataDir, report, runBench, startServer } from './harness';
import { seedBulk } from './seed';

const FRAMES = 500;

async function timed(url: string, token: string, body?: unknown) {
  const t0 = performance.now();
  const res = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: Record<string, unknown>; message: string };
  const seconds = (performance.now() - t0) / 1000;
  if (res.status !== 200) throw new Error(`${url} -> ${res.status} ${json.message}`);
  return { seconds, data: json.data };
}

export async function bulkBench(token: string) {
  const server = await startServer();
  try {
    const list = await fetch(`${server.base}/api/frames?limit=${FRAMES}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const ids = ((await list.json()) as { data: { id: number }[] }).data.map((f) => f.id);
    if (ids.length !== FRAMES) throw new Error(`${ids.length} frames listed, not ${FRAMES}`);
    // Warm-up (the first call of a fresh server compiles its code paths): one frame changed and put back.
    const warm = await timed(`${server.base}/api/frames/bulk`, token, {
      ids: ids.slice(0, 1),
      action: { type: 'price', by: 'percent', value: 10 },
    });
    await timed(`${server.base}/api/frames/changes/${warm.data.changeSetId}/undo`, token);
    console.log(`\nBulk change: ${FRAMES} frames, +10% on their prices, then undone`);
    const change = await timed(`${server.base}/api/frames/bulk`, token, {
      ids,
      action: { type: 'price', by: 'percent', value: 10 },
    });
    report(
      `bulk price change, ${change.data.changed} frames              ${change.seconds.toFixed(2)} s (budget ${BUDGET.bulkSeconds} s)`,
      change.seconds <= BUDGET.bulkSeconds,
    );
    const undo = await timed(`${server.base}/api/frames/changes/${change.data.changeSetId}/undo`, token);
    report(`its undo, ${undo.data.restored} frames put back                 ${undo.seconds.toFixed(2)} s`);
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await runBench(async () => {
    console.log(`Bulk bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}`);
    const token = await benchToken();
    await seedBulk(Number(process.env.BULK_FRAMES ?? FRAMES));
    await bulkBench(token);
  });
