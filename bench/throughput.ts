/**
 * The catalogue against a same-bytes route (docs/architecture.md's budget): `GET /api/public/frames?limit=50`
 * at 50 connections on the real server, and on a bare Fastify route answering the same bytes from memory
 * (bench/bare.ts), both as processes of their own, in ROUNDS interleaved rounds (bare, real, bare, real...):
 * read-only, then while staff change a price 10 times a second through the API (a frame of the first page:
 * each change replaces the answer). The ratio of each round, their median against the budget (>= 0.95), and
 * the real server's p99 in every round (< 50 ms).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import {
  BUDGET,
  dataDir,
  freePort,
  report,
  runBench,
  seconds,
  sleep,
  startProcess,
  startServer,
} from './harness';
import { seedSmall } from './seed';

const PATH = '/api/public/frames?limit=50';
const ROUNDS = Number(process.env.THROUGHPUT_ROUNDS ?? 5);
/** Staff changes a second during the rounds under writes. */
const WRITES_PER_SECOND = 10;

async function cannon(url: string, duration: number) {
  const result = await autocannon({ url, connections: 50, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

/** Price changes to the first page's frames, WRITES_PER_SECOND a second, until `stop` is called. */
function staffChanges(base: string, token: string, frames: { id: number; originalPrice: number }[]) {
  let made = 0;
  let failed = 0;
  let i = 0;
  const timer = setInterval(() => {
    const frame = frames[i++ % frames.length]!;
    const currentPrice = Math.round(frame.originalPrice * (0.6 + (i % 7) * 0.05));
    void fetch(`${base}/api/frames/${frame.id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPrice }),
    }).then(
      (res) => {
        if (res.ok) made += 1;
        else failed += 1;
        return res.arrayBuffer();
      },
      () => {
        failed += 1;
      },
    );
  }, 1000 / WRITES_PER_SECOND);
  return {
    stop() {
      clearInterval(timer);
      return { made, failed };
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One set of interleaved rounds; `during` runs beside each real round (the staff's changes). */
async function rounds(label: string, bareUrl: string, realUrl: string, writes?: () => { stop(): unknown }) {
  const ratios: number[] = [];
  const p99s: number[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const bare = await cannon(bareUrl, seconds);
    const changes = writes?.();
    const real = await cannon(realUrl, seconds);
    const made = changes?.stop() as { made: number; failed: number } | undefined;
    ratios.push(real.rps / bare.rps);
    p99s.push(real.p99);
    console.log(
      `  ${label} round ${round}: bare ${bare.rps.toFixed(0)} req/s, real ${real.rps.toFixed(0)} req/s (p99 ${real.p99} ms), ratio ${(real.rps / bare.rps).toFixed(2)}${made ? `; ${made.made} changes saved, ${made.failed} failed` : ''}`,
    );
    if (made?.failed) throw new Error(`${made.failed} staff changes failed during the catalogue's round`);
  }
  const ratio = median(ratios);
  report(
    `catalogue / same bytes, ${label.padEnd(13)} median ${ratio.toFixed(2)} (${ratios.map((r) => r.toFixed(2)).join(' ')}; budget >= ${BUDGET.ratio})`,
    ratio >= BUDGET.ratio,
  );
  report(
    `catalogue p99, ${label.padEnd(22)} worst ${Math.max(...p99s)} ms (budget < ${BUDGET.p99} ms)`,
    Math.max(...p99s) < BUDGET.p99,
  );
}

/** The catalogue's throughput against the same-bytes route, read-only and under staff writes. */
export async function throughputBench(token: string): Promise<void> {
  const server = await startServer();
  try {
    const res = await fetch(server.base + PATH);
    const body = Buffer.from(await res.arrayBuffer());
    const json = JSON.parse(body.toString()) as { data: { id: number; originalPrice: number }[] };
    if (res.status !== 200 || json.data.length !== 50)
      throw new Error(`${PATH} -> ${res.status} with ${json.data?.length} frames`);
    const bodyFile = join(dataDir, 'public-frames.json');
    writeFileSync(bodyFile, body);
    const barePort = await freePort();
    const bareUrl = `http://127.0.0.1:${barePort}${PATH}`;
    const bare = await startProcess(
      'bench/bare.ts',
      { PORT: String(barePort), BODY_FILE: bodyFile, CONTENT_TYPE: res.headers.get('content-type') ?? '' },
      bareUrl,
    );
    try {
      const check = Buffer.from(await (await fetch(bareUrl)).arrayBuffer());
      if (!check.equals(body)) throw new Error('the bare route does not answer the same bytes');
      console.log(
        `\nGET ${PATH}: ${body.length} bytes, 50 connections, ${ROUNDS} interleaved rounds of ${seconds} s (after a 2 s warm-up each)`,
      );
      await cannon(bareUrl, 2);
      await cannon(server.base + PATH, 2);
      await rounds('read-only', bareUrl, server.base + PATH);
      await sleep(500);
      // The write path warmed up too (its first changes compile and prepare what later ones reuse).
      const warmUp = staffChanges(server.base, token, json.data);
      await cannon(server.base + PATH, 2);
      warmUp.stop();
      await rounds(`${WRITES_PER_SECOND} changes/s`, bareUrl, server.base + PATH, () =>
        staffChanges(server.base, token, json.data),
      );
    } finally {
      await bare.stop();
    }
  } finally {
    await server.stop();
  }
}

// `npx tsx bench/throughput.ts`: this part alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  await runBench(async () => throughputBench(await seedSmall()));
}
