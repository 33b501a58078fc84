/**
 * What the backup tests share: the real server under write load from four clients (frames, a picture each),
 * every acknowledged write recorded, and the reads that check a restored copy against it.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import { patiently, root } from './server';

export const ADMIN = { email: 'backup@shop.test', password: 'backup-password-1' };
const CLIENTS = 4;
/** At most this many frames (each with its picture) in all, so the run stays short on a busy machine. */
const MAX_WRITES = 120;

export interface Written {
  id: number;
  name: string;
  price: number;
  /** The picture's addresses (main and srcset widths) as the first server answered them. */
  pictures: string[];
}

type FrameImage = { imageUrl: string; variants: { url: string }[] };

/** A small PNG of its own colour (every picture differs). */
const picture = (n: number) =>
  sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: n % 256, g: (n * 7) % 256, b: 90 } },
  })
    .png()
    .toBuffer();

/** `npm run <script> -- FILE` with DATA_DIR; resolves with its output, rejects on a non-zero exit. */
export function npmRun(script: string, file: string, dataDir: string) {
  return new Promise<string>((resolve, reject) => {
    const child = spawn('npm', ['run', script, '--', file], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', INIT_CWD: root },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`npm run ${script} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * Requests answered "try again" (503, 409) and sent again, as a client does (tests/stress/server.ts
 * `patiently`): the servers run at idle priority beside CI's browser suites.
 */
export const askedAgain = { again: 0 };

/** Four clients each creating frames, one picture each, until stopped (or MAX_WRITES); each acknowledged write is recorded. */
export function writers(base: string, token: string, written: Written[]) {
  const auth = { authorization: `Bearer ${token}` };
  let alive = true;
  let count = 0;
  let reached: { n: number; resolve: () => void } | null = null;
  const client = async (c: number) => {
    for (let n = 0; alive && count < MAX_WRITES; n++) {
      const name = `b${c}-${n}`;
      const price = 100 + c * 1000 + n;
      const made = await patiently(
        `${base}/api/frames`,
        {
          method: 'POST',
          headers: { ...auth, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({
            name,
            description: 'Backup test',
            originalPrice: 9000,
            currentPrice: price,
          }),
        },
        askedAgain,
        true,
      );
      if (made.status !== 201) throw new Error(`POST /frames answered ${made.status}: ${await made.text()}`);
      const { id } = ((await made.json()) as { data: { id: number } }).data;
      written.push({ id, name, price, pictures: [] });
      const form = new FormData();
      form.append('image', new Blob([await picture(c * 1000 + n)], { type: 'image/png' }), `${name}.png`);
      const up = await patiently(
        `${base}/api/frames/${id}/image`,
        { method: 'POST', headers: { ...auth, 'idempotency-key': randomUUID() }, body: form },
        askedAgain,
        true,
      );
      if (up.status !== 201) throw new Error(`upload answered ${up.status}: ${await up.text()}`);
      const frame = ((await up.json()) as { data: { images: FrameImage[] } }).data;
      const urls = frame.images.flatMap((i) => [i.imageUrl, ...i.variants.map((v) => v.url)]);
      // Recorded as a new entry: the frame alone was acknowledged first, its picture now.
      written.push({ id, name, price, pictures: [...new Set(urls)] });
      count += 1;
      if (reached && count >= reached.n) reached.resolve();
    }
  };
  const done = Promise.all(Array.from({ length: CLIENTS }, (_, c) => client(c)));
  return {
    /** Resolves once `n` frames with their picture were acknowledged (rejects if a client fails first). */
    atLeast: (n: number) =>
      Promise.race([
        done.then(() => undefined),
        new Promise<void>((resolve) => {
          if (count >= n) resolve();
          else reached = { n, resolve };
        }),
      ]),
    stop: async () => {
      alive = false;
      await done;
    },
  };
}

const bytes = async (url: string) => {
  const res = await patiently(url, {}, askedAgain, true);
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
};

/** Signs the test's admin in on `base`; the token. */
export async function signIn(base: string) {
  const login = await patiently(
    `${base}/api/auth/login`,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) },
    askedAgain,
  );
  expect(login.status, 'sign-in').toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/** Every picture of `writes` as `base` serves it now (read before the first server stops). */
export async function servedPictures(base: string, writes: Written[]) {
  const served = new Map<string, Buffer>();
  for (const w of writes) for (const url of w.pictures) served.set(url, await bytes(`${base}${url}`));
  return served;
}

/** The restored server on `base` has each of `writes` (name, price) and serves each picture byte for byte. */
export async function expectRestored(
  base: string,
  token: string,
  writes: Written[],
  served: Map<string, Buffer>,
) {
  const auth = { authorization: `Bearer ${token}` };
  for (const w of writes) {
    const res = await patiently(`${base}/api/frames/${w.id}`, { headers: auth }, askedAgain, true);
    expect(res.status, `frame ${w.name} (${w.id}) lost`).toBe(200);
    const { data } = (await res.json()) as { data: { name: string; currentPrice: number } };
    expect(data).toMatchObject({ name: w.name, currentPrice: w.price });
  }
  for (const [url, body] of served) expect((await bytes(`${base}${url}`)).equals(body), url).toBe(true);
}
