/**
 * The frames CSV round trip on 1,000 frames (issue 24: "1,000 frames export and re-import with 0 changes in the
 * preview") through the real server: `GET /api/frames/export.csv` (every frame), then that very file sent to
 * `POST /api/frames/import/preview`, which must answer no error, no create, no update and every frame
 * unchanged; each timed from request to the whole answer (after a warm-up of both). Run before the catalogue
 * bench tops the frames up to 100,000; alone: `npx tsx bench/csv.ts` (the small catalogue topped up to
 * CSV_FRAMES, default 1,000).
 */
import { benchToken } from './catalogue';
import { databaseUrl, dataDir, report, runBench, startServer } from './harness';
import { seedBulk } from './seed';

const FRAMES = Number(process.env.CSV_FRAMES ?? 1000);

interface Preview {
  creates: number;
  updates: number;
  unchanged: number;
  errors: { row: number; column: string; message: string }[];
}

async function exportAll(base: string, token: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/frames/export.csv`, { headers: { authorization: `Bearer ${token}` } });
  const csv = await res.text();
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`export.csv -> ${res.status}`);
  return { ms, csv, rows: csv.split('\r\n').filter(Boolean).length - 1 };
}

async function previewOf(base: string, token: string, csv: string) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/frames/import/preview`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ csv }),
  });
  const json = (await res.json()) as { data: Preview; message: string };
  const ms = performance.now() - t0;
  if (res.status !== 200) throw new Error(`import/preview -> ${res.status} ${json.message}`);
  return { ms, preview: json.data };
}

export async function csvBench(token: string) {
  await seedBulk(FRAMES);
  const server = await startServer();
  try {
    // Warm-up: the first calls of a fresh server compile their code paths.
    await previewOf(server.base, token, (await exportAll(server.base, token)).csv);
    const exported = await exportAll(server.base, token);
    const { ms, preview } = await previewOf(server.base, token, exported.csv);
    const kib = Buffer.byteLength(exported.csv) / 1024;
    console.log(`\nCSV round trip: every frame exported, the same file previewed for import`);
    report(
      `CSV export, ${exported.rows} frames (${kib.toFixed(0)} KiB)              ${exported.ms.toFixed(0)} ms`,
    );
    const none = preview.errors.length === 0 && preview.creates === 0 && preview.updates === 0;
    report(
      `its preview: ${preview.creates + preview.updates} changes, ${preview.unchanged} unchanged, ${preview.errors.length} errors     ${ms.toFixed(0)} ms`,
      none && preview.unchanged === exported.rows,
    );
    if (preview.errors.length) console.log(preview.errors.slice(0, 5));
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  await runBench(async () => {
    console.log(`CSV bench: ${databaseUrl ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'PGlite'} in ${dataDir}`);
    await csvBench(await benchToken());
  });
