/**
 * An upload burst (issue 20, docs/security.md): 200 pictures uploaded at once, one to each of 200 frames, on
 * the real server. Before the deadlines were reworked, 189 of 200 concurrent uploads saw socket errors while
 * all 200 were stored (a retrying client made duplicates). Figures: the answers (every upload answered, no
 * socket error), the pictures stored against the uploads acknowledged (equal: nothing stored without its
 * 201, nothing acknowledged and lost), and the upload times during the burst beside one upload at a time.
 */
import sharp from 'sharp';
import { benchToken } from './catalogue';
import { databaseUrl, dataDir, report, runBench, startServer } from './harness';

const BURST = Number(process.env.BURST_UPLOADS ?? 200);
const QUIET = 10;

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? Number.NaN;

export async function burstBench(token: string): Promise<void> {
  const server = await startServer();
  const auth = { authorization: `Bearer ${token}` };
  const picture = await sharp({
    create: {
      width: 1600,
      height: 1200,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 120, sigma: 20 },
    },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
  try {
    const frameIds: number[] = [];
    for (let i = 0; i < BURST + QUIET; i++) {
      const res = await fetch(`${server.base}/api/frames`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: `Burst frame ${i + 1}`,
          description: 'burst',
          originalPrice: 1000,
          currentPrice: 900,
        }),
      });
      if (res.status !== 201) throw new Error(`POST /api/frames -> ${res.status}: ${await res.text()}`);
      frameIds.push(((await res.json()) as { data: { id: number } }).data.id);
    }
    /** One upload: its time and its answer's status, or 'socket error' when no answer came. */
    const upload = async (
      id: number,
    ): Promise<{ ms: number; outcome: number | 'socket error'; body?: string }> => {
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(picture)], { type: 'image/jpeg' }), 'burst.jpg');
      const t0 = performance.now();
      try {
        const res = await fetch(`${server.base}/api/frames/${id}/images`, {
          method: 'POST',
          headers: auth,
          body: form,
        });
        const body = await res.text();
        return { ms: performance.now() - t0, outcome: res.status, body };
      } catch {
        return { ms: performance.now() - t0, outcome: 'socket error' };
      }
    };
    const quiet: number[] = [];
    for (const id of frameIds.slice(0, QUIET)) {
      const one = await upload(id);
      if (one.outcome !== 201) throw new Error(`a quiet upload answered ${one.outcome}: ${one.body}`);
      quiet.push(one.ms);
    }
    const burstIds = frameIds.slice(QUIET);
    const t0 = performance.now();
    const results = await Promise.all(burstIds.map(upload));
    const wall = (performance.now() - t0) / 1000;
    const outcomes = new Map<string, number>();
    for (const r of results) outcomes.set(String(r.outcome), (outcomes.get(String(r.outcome)) ?? 0) + 1);
    const acknowledged = results.filter((r) => r.outcome === 201).length;
    const socketErrors = outcomes.get('socket error') ?? 0;
    let stored = 0;
    let strays = 0;
    for (const [i, id] of burstIds.entries()) {
      const res = await fetch(`${server.base}/api/frames/${id}`, { headers: auth });
      const images = ((await res.json()) as { data: { images: unknown[] } }).data.images.length;
      stored += images;
      if (images > 0 && results[i]!.outcome !== 201) strays += 1;
    }
    const times = results.map((r) => r.ms);
    const answers = [...outcomes].map(([outcome, n]) => `${n}×${outcome}`).join(', ');
    console.log(
      `\nUpload burst: ${BURST} pictures (${(picture.length / 1024).toFixed(0)} KiB JPEG, 1600×1200) at once, one to each of ${BURST} frames`,
    );
    report(
      `burst answers                                 ${answers} in ${wall.toFixed(1)} s (no socket error)`,
      socketErrors === 0,
    );
    report(
      `pictures stored / uploads acknowledged          ${stored} / ${acknowledged}, ${strays} stored without a 201`,
      stored === acknowledged && strays === 0,
    );
    report(
      `upload p50 one at a time (quiet)             ${percentile(quiet, 0.5).toFixed(0).padStart(7)} ms`,
    );
    report(
      `upload during the burst                      p50 ${percentile(times, 0.5).toFixed(0)} ms, p95 ${percentile(times, 0.95).toFixed(0)} ms, slowest ${Math.max(...times).toFixed(0)} ms`,
    );
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/burst.ts`: this part alone (a new bench folder, the bench admin made first).
if (import.meta.url === `file://${process.argv[1]}`)
  await runBench(async () => {
    console.log(`Burst bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}`);
    await burstBench(await benchToken());
  });
