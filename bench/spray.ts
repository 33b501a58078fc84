/**
 * Login spray and pictures (docs/security.md): the p50 of disk pictures, quiet and while 30 failed logins a
 * second arrive from ever-new addresses and e-mails (a distributed spray: no throttle stops it, so every
 * try reaches argon2id). argon2id and the disk share libuv's thread pool; the goal is a p50 during the
 * spray within 2× of quiet. Pictures are real WebP files in the server's DATA_DIR (STORAGE=disk), read by
 * 4 clients one after another.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { dataDir, freePort, report, serverEnv, sleep, startProcess } from './harness';

const PICTURES = 40;
const READERS = 4;
const SPRAY_PER_SECOND = 30;
const SPRAY_SECONDS = Number(process.env.SPRAY_SECONDS ?? 10);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Picture read times (ms) by READERS clients until `until` resolves. */
async function readPictures(base: string, until: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let done = false;
  void until.then(() => {
    done = true;
  });
  let next = 0;
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const url = `${base}/uploads/spray/picture-${next++ % PICTURES}.webp`;
        const t0 = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${url} -> ${res.status}`);
        times.push(performance.now() - t0);
      }
    }),
  );
  return times;
}

export async function sprayBench(): Promise<void> {
  const uploads = join(dataDir, 'uploads', 'spray');
  mkdirSync(uploads, { recursive: true });
  for (let i = 0; i < PICTURES; i++) {
    const picture = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: i * 6, g: 120, b: 200 - i * 4 } },
    })
      .webp({ quality: 80 })
      .toBuffer();
    writeFileSync(join(uploads, `picture-${i}.webp`), picture);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // The spray's addresses come from X-Forwarded-For, as behind a proxy.
  const server = await startProcess(
    'server/index.ts',
    { ...serverEnv(port), STORAGE: 'disk', TRUST_PROXY: '1' },
    `${base}/api/health`,
  );
  try {
    await readPictures(base, sleep(2000)); // warm-up
    const quiet = median(await readPictures(base, sleep(SPRAY_SECONDS * 1000)));
    const answers = new Map<number, number>();
    let sent = 0;
    const inFlight: Promise<void>[] = [];
    const spraying = new Promise<void>((resolve) => {
      const timer = setInterval(() => {
        sent += 1;
        const n = sent;
        inFlight.push(
          fetch(`${base}/api/auth/login`, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
            },
            body: JSON.stringify({ email: `spray${n}@example.com`, password: 'not the password' }),
          }).then(
            (res) => {
              answers.set(res.status, (answers.get(res.status) ?? 0) + 1);
            },
            () => {
              answers.set(0, (answers.get(0) ?? 0) + 1);
            },
          ),
        );
        if (sent >= SPRAY_PER_SECOND * SPRAY_SECONDS) {
          clearInterval(timer);
          resolve();
        }
      }, 1000 / SPRAY_PER_SECOND);
    });
    const during = median(await readPictures(base, spraying));
    await Promise.all(inFlight);
    const ratio = during / quiet;
    const statuses = [...answers].map(([status, count]) => `${count}×${status || 'error'}`).join(', ');
    console.log(
      `\nLogin spray: ${SPRAY_PER_SECOND}/s for ${SPRAY_SECONDS} s from new addresses and e-mails (${statuses}); disk pictures by ${READERS} clients`,
    );
    report(`picture p50 quiet                             ${quiet.toFixed(1).padStart(7)} ms`);
    report(
      `picture p50 during the login spray            ${during.toFixed(1).padStart(7)} ms   (${ratio.toFixed(2)}× quiet, budget <= 2×)`,
      ratio <= 2,
    );
  } finally {
    await server.stop();
  }
}
