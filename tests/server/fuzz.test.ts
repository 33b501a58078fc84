/**
 * Fuzzing (fast-check, seeded so a failure reproduces): generated requests across every route of the
 * authorization matrix, as a super admin (who reaches every rule), with wrong types, huge and odd strings,
 * NUL and other unicode, injection-shaped text, out-of-range numbers, malformed JSON and multipart. Never a
 * 5xx; afterwards the database's invariants hold: at most 5 images per frame, every label's
 * usage count right, every stored picture file owned by a row and every row's files present.
 *
 * FUZZ_RUNS (default 10,000) and FUZZ_SEED change the run; the seed is printed.
 */
import fc from 'fast-check';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { frameImages, frameLabels } from '../../server/db/schema';
import { trashedPictureKeys } from '../../server/services/frameTrash';
import { ROUTES } from './authorization.matrix';
import { setupTestServer } from './helper';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);

const t = setupTestServer({ contactMax: 1_000_000, enquiryMax: 1_000_000 });
let token = '';

const FIELDS = [
  'name',
  'description',
  'status',
  'originalPrice',
  'currentPrice',
  'dimensions',
  'category',
  'labels',
  'rating',
  'frameOrders',
  'frameId',
  'displayOrder',
  'imageIds',
  'email',
  'password',
  'role',
  'text',
  'isActive',
  'order',
  'color',
  'phone',
  'subject',
  'message',
  'kind',
  '__proto__',
  'constructor',
];
const QUERY = ['page', 'limit', 'search', 'status', 'role', 'sortBy', 'sortOrder', 'category', 'days', 't'];

const oddText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ minLength: 2_000, maxLength: 12_000 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    "' OR 1=1 --",
    '"; DROP TABLE frames; --',
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%',
    '\\',
    '1e20',
    '-1',
    '0',
    '2147483647',
    '2147483648',
    '9'.repeat(40),
    'NaN',
    'Infinity',
    '__proto__',
    'IN_STOCK',
    'OUT_OF_STOCK',
    'SUPER_ADMIN',
    'READ',
    '#3B82F6',
    'a@b.co',
    '\uD800',
    '😀'.repeat(300),
  ),
);
const oddNumber = fc.oneof(
  fc.integer({ min: -5, max: 40 }),
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 0.001, 0.29, 12.345, 2_147_483_647, 2_147_483_648, 1e20, -1e20, 1e308),
);
const { value: oddValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    oddText,
    oddNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), fc.string({ maxLength: 8 })), tie('value'), {
      maxKeys: 4,
    }),
  ),
}));

/** Percent-encodes; a lone surrogate (which cannot be encoded) goes as the invalid bytes it would be. */
const enc = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

const pathValue = fc.oneof(
  fc.integer({ min: 1, max: 12 }).map(String),
  oddText.filter((s) => s.length < 200).map(enc),
  fc.constantFrom('0', '-1', '2147483648', '99999999999999999999', '1.5', '1e3', 'abc'),
);
const query = fc
  .dictionary(
    fc.constantFrom(...QUERY),
    fc.oneof(
      oddText.filter((s) => s.length < 300),
      oddNumber.map(String),
    ),
    {
      maxKeys: 4,
    },
  )
  .map((q) =>
    Object.entries(q)
      .map(([k, v]) => `${k}=${enc(v)}`)
      .join('&'),
  );
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), oddValue, { maxKeys: 6 }).map((b) => JSON.stringify(b)),
  oddValue.map((v) => JSON.stringify(v) ?? 'null'),
  // Malformed JSON.
  fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom('{', '{"name":', '[1,2', '{"a":1}}', 'nul', '\u0000'),
  ),
);
const multipart = fc
  .tuple(
    fc.string({ maxLength: 20 }),
    fc.uint8Array({ maxLength: 2_000 }),
    fc.constantFrom('image', 'images', 'x'),
  )
  .map(([boundary, bytes, field]) => ({
    boundary: boundary.replace(/[^a-zA-Z0-9]/g, '') || 'b',
    bytes,
    field,
  }));

const request = fc.record({
  route: fc.constantFrom(...Object.keys(ROUTES)),
  path: fc.array(pathValue, { minLength: 2, maxLength: 2 }),
  query,
  body,
  multipart: fc.option(multipart, { freq: 3 }),
});

/** A small real catalogue, so generated ids meet real rows (and real picture files). */
async function seed() {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#a0522d' } })
    .png()
    .toBuffer();
  for (let i = 1; i <= 4; i++) {
    const label = await t().call('POST', '/api/labels', { token, body: { name: `Fuzz label ${i}` } });
    const frame = await t().call('POST', '/api/frames', {
      token,
      body: {
        name: `Fuzz frame ${i}`,
        description: 'Seeded for the fuzz run',
        originalPrice: 5000,
        currentPrice: 4000 + i,
        labels: [label.json.data.id],
      },
    });
    await t().app.services.images.addImages(frame.json.data.id, [png, png], null);
    await t().call('POST', '/api/marquee', { token, body: { text: `Fuzz banner ${i}` } });
    await t().call('POST', '/api/public/contact', {
      body: {
        name: `Fuzz Sender ${i}`,
        email: `fuzz${i}@example.com`,
        phone: '0712345678',
        subject: 'Contact Form Submission',
        message: 'Seeded',
      },
    });
  }
}

const signIn = async () => {
  token = (await t().userToken({ role: 'SUPER_ADMIN' })).token;
};

beforeAll(async () => {
  await signIn();
  await seed();
}, 60_000);

describe(`fuzzing ${RUNS} requests (seed ${SEED})`, () => {
  it('never answers 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const [method, template] = r.route.split(' ') as [string, string];
        let i = 0;
        const path = template.replace(/\{[^}]+\}/g, () => r.path[i++] ?? '1');
        const url = r.query ? `${path}?${r.query}` : path;
        const headers: Record<string, string> = { authorization: `Bearer ${token}` };
        let payload: string | Buffer | undefined;
        if (method !== 'GET' && method !== 'DELETE') {
          if (r.multipart) {
            const { boundary, bytes, field } = r.multipart;
            headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
            payload = Buffer.concat([
              Buffer.from(
                `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="x.png"\r\nContent-Type: image/png\r\n\r\n`,
              ),
              Buffer.from(bytes),
              Buffer.from(`\r\n--${boundary}--\r\n`),
            ]);
          } else {
            headers['content-type'] = 'application/json';
            payload = r.body;
          }
        }
        const res = await t().app.inject({ method: method as 'GET', url, headers, payload });
        sent += 1;
        if (res.statusCode >= 500) failures.push(`${method} ${url} -> ${res.statusCode} ${res.body}`);
        // A logout revokes the token: sign in afresh, or every later request would stop at the 401.
        if (r.route === 'POST /api/auth/logout' && res.statusCode < 300) await signIn();
        return res.statusCode < 500;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    console.log(`[fuzz] ${sent} requests, seed ${SEED}, ${failures.length} answers 5xx`);
    expect(failures).toEqual([]);
  }, 600_000);

  it('leaves the database consistent', async () => {
    const db = t().database.db;
    const images = await db.select().from(frameImages);
    const perFrame = new Map<number, number>();
    for (const img of images) perFrame.set(img.frameId, (perFrame.get(img.frameId) ?? 0) + 1);
    expect([...perFrame.values()].every((n) => n <= 5)).toBe(true);

    const uses = await db.select().from(frameLabels);
    const labels = await t().call('GET', '/api/labels?limit=100', { token });
    for (const label of labels.json.data as { id: number; usageCount: number }[])
      expect(label.usageCount, `label ${label.id}`).toBe(uses.filter((u) => u.labelId === label.id).length);

    // Every stored picture (a file, or a row of the pictures table, as `storage.kind` says) belongs to an
    // image row or to a frame in the trash (its files stay until it is deleted for good); every image row's
    // and every trashed frame's pictures are there.
    const storage = t().app.services.storage;
    const stored = new Set(await storage.keys());
    const owned = new Set([
      ...images.flatMap((img) => img.variants.map((v) => v.key)),
      ...(await trashedPictureKeys(db)),
    ]);
    expect([...stored].filter((f) => !owned.has(f))).toEqual([]);
    expect([...owned].filter((k) => !stored.has(k))).toEqual([]);
  });
});
