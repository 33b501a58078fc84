/** Picture alt texts (issue 23 item 3, docs/api.md "Picture alt text"): stored, validated, shown, copied. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { frameImages } from '../../server/db/schema';
import { setupTestServer } from './helper';

/** A built app's index.html (the head is all the frame page's structured data needs). */
function appDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-alt-'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html><head><title>Frame Shop</title></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

const PUBLIC_URL = 'https://frames.example.co.ke';
const t = setupTestServer({ appDir: appDir(), publicUrl: PUBLIC_URL });

const admin = async () => (await t().userToken({ role: 'ADMIN' })).token;

/** A published frame with `n` pictures (rows written directly: the upload path is images.test.ts'). */
async function frameWithPictures(name: string, n: number) {
  const token = await admin();
  const res = await t().call('POST', '/api/frames', {
    token,
    body: { name, description: 'Solid oak', originalPrice: 15000, currentPrice: 12500 },
  });
  expect(res.statusCode).toBe(201);
  const id = res.json.data.id as number;
  const rows = await t()
    .database.db.insert(frameImages)
    .values(
      Array.from({ length: n }, (_, i) => ({
        frameId: id,
        imageUrl: `/uploads/frames/${id}/p${i}-960.webp`,
        width: 960,
        height: 1200,
        order: i,
      })),
    )
    .returning();
  return { id, token, imageIds: rows.map((r) => r.id) };
}

const adminFrame = async (id: number, token: string) =>
  (await t().call('GET', `/api/frames/${id}`, { token })).json.data;
const publicFrame = async (id: number) => (await t().call('GET', `/api/public/frames/${id}`)).json.data;
const alts = (frame: { images: { alt: string }[] }) => frame.images.map((i) => i.alt);

// biome-ignore lint/suspicious/noExplicitAny: JSON-LD is read loosely, field by field
const productOf = (html: string): any =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1] as string))
    .find((d) => d['@type'] === 'Product');

describe('picture alt text', () => {
  it("every picture object carries `alt`, '' until staff write one (old clients ignore it)", async () => {
    const { id, token } = await frameWithPictures('Oak Classic', 2);
    expect(alts(await adminFrame(id, token))).toEqual(['', '']);
    expect(alts(await publicFrame(id))).toEqual(['', '']);
    const list = (await t().call('GET', '/api/public/frames?search=Oak%20Classic')).json.data;
    expect(list[0].images[0]).toHaveProperty('alt', '');
  });

  it('PUT /frames/{id} imageAlts sets them (trimmed, one line); pictures not listed and later saves keep theirs', async () => {
    const { id, token, imageIds } = await frameWithPictures('Walnut', 3);
    const before = await adminFrame(id, token);
    const res = await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: {
        imageAlts: [
          { id: imageIds[0], alt: '  Walnut frame,\n front view  ' },
          { id: imageIds[2], alt: 'Corner joint, close up' },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(alts(res.json.data)).toEqual(['Walnut frame, front view', '', 'Corner joint, close up']);
    expect(res.json.data.version).toBe(before.version + 1);
    // The shoppers' answer has it at once (the catalogue cache follows the change).
    expect(alts(await publicFrame(id))).toEqual(['Walnut frame, front view', '', 'Corner joint, close up']);

    // An old client's save (no imageAlts) keeps them; an empty text goes back to the default.
    await t().call('PUT', `/api/frames/${id}`, { token, body: { name: 'Walnut Deluxe' } });
    expect(alts(await adminFrame(id, token))).toEqual([
      'Walnut frame, front view',
      '',
      'Corner joint, close up',
    ]);
    await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: { imageAlts: [{ id: imageIds[2], alt: '  ' }] },
    });
    expect(alts(await adminFrame(id, token))).toEqual(['Walnut frame, front view', '', '']);
  });

  it('refuses a text over 250 characters and a picture of another frame (400 naming imageAlts), writing nothing', async () => {
    const { id, token, imageIds } = await frameWithPictures('Teak', 1);
    const other = await frameWithPictures('Pine', 1);
    const long = await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: { name: 'Renamed', imageAlts: [{ id: imageIds[0], alt: 'x'.repeat(251) }] },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json.message).toBe('Alt text must be at most 250 characters');
    expect(long.json.errors[0].field).toMatch(/^imageAlts/);

    const foreign = await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: { name: 'Renamed', imageAlts: [{ id: other.imageIds[0], alt: 'Not mine' }] },
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json.errors).toEqual([
      { field: 'imageAlts', message: `Image ${other.imageIds[0]} is not a picture of this frame` },
    ]);
    const unchanged = await adminFrame(id, token);
    expect(unchanged.name).toBe('Teak');
    expect(alts(await adminFrame(other.id, token))).toEqual(['']);

    const exact = await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: { imageAlts: [{ id: imageIds[0], alt: 'y'.repeat(250) }] },
    });
    expect(exact.statusCode).toBe(200);
    expect(alts(exact.json.data)).toEqual(['y'.repeat(250)]);
  });

  it('a stale If-Match writes no alt text (412): alt texts are part of the frame', async () => {
    const { id, token, imageIds } = await frameWithPictures('Ash', 1);
    const { version } = await adminFrame(id, token);
    await t().call('PUT', `/api/frames/${id}`, { token, body: { name: 'Ash 2' } });
    const res = await t().call('PUT', `/api/frames/${id}`, {
      token,
      headers: { 'if-match': `"${version}"` },
      body: { imageAlts: [{ id: imageIds[0], alt: 'Too late' }] },
    });
    expect(res.statusCode).toBe(412);
    const [row] = await t().database.db.select().from(frameImages).where(eq(frameImages.id, imageIds[0]!));
    expect(row?.alt).toBe('');
  });

  it("the frame page's Product images are ImageObjects captioned with the alt text, else name and number", async () => {
    const { id, token, imageIds } = await frameWithPictures('Oak Classic', 2);
    await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: { imageAlts: [{ id: imageIds[0], alt: 'Oak frame holding a wedding photo' }] },
    });
    const product = productOf((await t().call('GET', `/frame/${id}`)).body);
    expect(product.image).toEqual([
      expect.objectContaining({
        '@type': 'ImageObject',
        contentUrl: `${PUBLIC_URL}/uploads/frames/${id}/p0-960.webp`,
        caption: 'Oak frame holding a wedding photo',
      }),
      expect.objectContaining({ '@type': 'ImageObject', caption: 'Oak Classic — picture 2' }),
    ]);
  });

  it('a duplicate copies its pictures with their alt texts', async () => {
    const { id, token, imageIds } = await frameWithPictures('Maple', 1);
    await t().call('PUT', `/api/frames/${id}`, {
      token,
      body: { imageAlts: [{ id: imageIds[0], alt: 'Maple, natural finish' }] },
    });
    const copy = await t().call('POST', `/api/frames/${id}/duplicate`, { token });
    expect(copy.statusCode).toBe(201);
    expect(alts(copy.json.data)).toEqual(['Maple, natural finish']);
  });
});
