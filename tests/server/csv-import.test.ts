import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { frames } from '../../server/db/schema';
import { errorLines, exportCsv, HEADER, importCsv, ensureLabel as label, preview } from './csv.fixture';
import { create, lastActivity, setupFramesServer, t, token } from './frames.fixture';

setupFramesServer();

/** The export with `edit` applied to its data rows' cells, as CSV text again (CRLF, quoted). */
async function editedExport(edit: (rows: string[][]) => string[][]) {
  const { rows } = await exportCsv();
  return [rows[0]!, ...edit(rows.slice(1))].map((r) => r.map(quote).join(',')).join('\r\n');
}
const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell);
const snapshot = async () =>
  (await t().database.db.select().from(frames).orderBy(frames.id)).map(({ updatedAt: _u, ...f }) => f);

describe('CSV import: preview', () => {
  it('an unchanged export previews as "no change" for every row; an edited price as its old → new', async () => {
    const a = await create({ name: 'Alpha', category: 'Classic' });
    await create({ name: 'Beta', category: 'Modern' });
    const same = await preview(await editedExport((rows) => rows));
    expect(same.statusCode).toBe(200);
    expect(same.json.data).toMatchObject({ creates: 0, updates: 0, unchanged: 2, errors: [] });
    expect(same.json.data.notes[0]).toMatch(/Pictures are not imported/);

    const edited = await preview(
      await editedExport((rows) => rows.map((r) => (r[1] === 'Alpha' ? r.with(4, '3999') : r))),
    );
    expect(edited.json.data).toMatchObject({ creates: 0, updates: 1, unchanged: 1, errors: [] });
    expect(edited.json.data.rows.find((r: { id: number }) => r.id === a.id)).toEqual({
      row: 2,
      id: a.id,
      name: 'Alpha',
      action: 'update',
      changes: [{ field: 'price', from: '4000', to: '3999' }],
    });
    // Nothing written by a preview.
    expect(
      Number((await t().database.db.select().from(frames).where(eq(frames.id, a.id)))[0]?.currentPrice),
    ).toBe(4000);
  });

  it('accepts a BOM, Windows line ends, columns in any order and guarded cells', async () => {
    await label('Popular');
    const csv =
      '\uFEFFname,id,description,category,price,original_price,status,published,labels,display_order\r\n' +
      "'=Sum frame,,'+plus,Classic,100,120,IN_STOCK,yes,popular,\r\n";
    const res = await preview(csv);
    expect(res.json.data.errors).toEqual([]);
    expect(res.json.data.rows[0]).toMatchObject({ action: 'create', name: '=Sum frame' });
    expect(res.json.data.rows[0].changes).toContainEqual({ field: 'description', from: '', to: '+plus' });
    expect(res.json.data.rows[0].changes).toContainEqual({ field: 'labels', from: '', to: 'Popular' });
  });

  it('reports every bad cell with its row and column, and changes nothing', async () => {
    const a = await create({ name: 'Alpha' });
    await label('Popular');
    const rows = [
      HEADER,
      `${a.id},Alpha,Desc,Classic,0,100,IN_STOCK,yes,,1,`,
      `${a.id},Again,Desc,Classic,10,100,IN_STOCK,yes,,1,`,
      `999999,Ghost,Desc,Classic,10,100,IN_STOCK,yes,,1,`,
      ',New,Desc,Nowhere,12.345,abc,SOLD,maybe,Popular|Unknown,-1,',
      ',,,,1,1,IN_STOCK,no,,,',
      'x,Bad id,Desc,,1,1,IN_STOCK,no,,,,extra',
    ];
    const before = await snapshot();
    const res = await preview(rows.join('\n'));
    expect(res.statusCode).toBe(200);
    expect(errorLines(res.json.data)).toEqual([
      'Row 2, price: must be a number greater than 0, with at most 2 decimals (e.g. 2500 or 2500.50)',
      `Row 3, id: id ${a.id} is also on row 2`,
      'Row 4, id: no frame has id 999999 (leave the id empty to create a new frame)',
      expect.stringMatching(/^Row 5, category: unknown category "Nowhere" \(known: Classic, Modern/),
      'Row 5, price: must be a number greater than 0, with at most 2 decimals (e.g. 2500 or 2500.50)',
      'Row 5, original_price: must be a number greater than 0, with at most 2 decimals (e.g. 2500 or 2500.50)',
      'Row 5, status: must be IN_STOCK or OUT_OF_STOCK',
      'Row 5, published: must be yes or no',
      'Row 5, labels: unknown label "Unknown" (create it on the Labels page first)',
      'Row 5, display_order: must be a whole number from 0 to 1,000,000',
      'Row 6, name: is required',
      'Row 6, description: is required',
      'Row 7: has 12 cells; the header has 11',
      'Row 7, id: must be a frame id (a whole number), or empty for a new frame',
    ]);
    expect(res.json.data.rows).toEqual([]);
    const refused = await importCsv(rows.join('\n'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json.message).toBe('The file has errors: nothing was imported.');
    expect(refused.json.errors[0]).toEqual({ field: 'row 2, price', message: expect.any(String) });
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      'a wrong header',
      'id,title,price\n1,x,2',
      ['Row 1, title: unknown column', 'Row 1, name: column missing from the header'],
    ],
    ['a missing column', HEADER.replace(',labels', ''), ['Row 1, labels: column missing from the header']],
    [
      'unbalanced quotes',
      `${HEADER}\n,"Open,Desc,Classic,1,1,IN_STOCK,yes,,,`,
      ['Row 2: a quoted cell is never closed'],
    ],
    ['an empty file', '', ['Row 1: the file is empty']],
    ['a header alone', HEADER, ['Row 2: the file has no frames under its header']],
  ])('refuses %s with a clear error', async (_what, csv, expected) => {
    const res = await preview(csv);
    const lines = errorLines(res.json.data);
    expected.forEach((start, i) => {
      expect(lines[i]?.startsWith(start), lines.join('\n')).toBe(true);
    });
    expect(res.json.data.rows).toEqual([]);
  });

  it('refuses a file over 5 MB with a 413 that says so', async () => {
    const row = `,Big frame,${'x'.repeat(1000)},Classic,1,1,IN_STOCK,yes,,,\n`;
    const csv = `${HEADER}\n${row.repeat(Math.ceil((5 * 1024 * 1024) / row.length) + 1)}`;
    for (const path of ['/api/frames/import/preview', '/api/frames/import']) {
      const res = await t().call('POST', path, { token, body: { csv } });
      expect(res.statusCode).toBe(413);
      expect(res.json.message).toBe('The CSV file is larger than 5 MB: split it into smaller files.');
    }
    // A body over the route's own limit says the same.
    const huge = await t().call('POST', '/api/frames/import/preview', {
      token,
      body: { csv: '"'.repeat(16 * 1024 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json.message).toBe('The CSV file is larger than 5 MB: split it into smaller files.');
  });
});

describe('CSV import', () => {
  it('creates and updates in one step, as the preview said, and logs one activity', async () => {
    const popular = await label('Popular');
    const a = await create({ name: 'Alpha' });
    const csv = await editedExport((rows) => [
      rows[0]!.with(4, '3500').with(8, 'Popular'),
      ['', 'Gamma', 'New one', 'Vintage', '900', '1000', 'OUT_OF_STOCK', 'no', '', '', ''],
    ]);
    const { token: planned } = (await preview(csv)).json.data;
    const res = await importCsv(csv, planned);
    expect(res.statusCode).toBe(200);
    expect(res.json.data).toMatchObject({ created: 1, updated: 1 });
    const alpha = (await t().call('GET', `/api/frames/${a.id}`, { token })).json.data;
    expect(alpha).toMatchObject({ currentPrice: 3500, discountAmount: 1500, labels: [{ id: popular.id }] });
    const list = (await t().call('GET', '/api/frames?search=gamma', { token })).json.data;
    expect(list).toMatchObject([
      {
        name: 'Gamma',
        category: 'Vintage',
        status: 'OUT_OF_STOCK',
        published: false,
        displayOrder: a.displayOrder + 1,
      },
    ]);
    expect(await lastActivity()).toMatchObject({
      action: 'Frames imported',
      item: '1 created, 1 updated (CSV)',
    });
    expect((await preview(await editedExport((rows) => rows))).json.data).toMatchObject({
      updates: 0,
      creates: 0,
    });
  });

  it('is undone in one step: updated frames put back, created frames gone', async () => {
    const a = await create({ name: 'Alpha' });
    const before = await snapshot();
    const csv = await editedExport((rows) => [
      rows[0]!.with(4, '1234').with(6, 'OUT_OF_STOCK'),
      ['', 'Gamma', 'New one', 'Vintage', '900', '1000', 'IN_STOCK', 'yes', '', '', ''],
    ]);
    const done = await importCsv(csv);
    expect(done.json.data).toMatchObject({ created: 1, updated: 1, changeSetId: expect.any(String) });
    const undo = await t().call('POST', `/api/frames/changes/${done.json.data.changeSetId}/undo`, { token });
    expect(undo.statusCode).toBe(200);
    const after = (await snapshot()).map(({ version: _v, ...f }) => f);
    expect(after).toEqual(before.map(({ version: _v, ...f }) => f));
    expect((await t().call('GET', `/api/frames/${a.id}`, { token })).json.data.currentPrice).toBe(4000);
  });

  it('refuses with 409 when the frames changed since the preview', async () => {
    const a = await create({ name: 'Alpha' });
    const csv = await editedExport((rows) => rows.map((r) => r.with(4, '10')));
    const { token: planned } = (await preview(csv)).json.data;
    await t().call('PUT', `/api/frames/${a.id}`, { token, body: { name: 'Alpha 2' } });
    const res = await importCsv(csv, planned);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('The frames changed since the preview: preview the file again.');
  });

  it('runs in one transaction: a failure after some rows were written leaves every frame as it was', async () => {
    await create({ name: 'Alpha' });
    await create({ name: 'Beta' });
    const csv = await editedExport((rows) => [
      ...rows.map((r) => r.with(4, '11')),
      ['', 'New', 'D', '', '5', '5', 'IN_STOCK', 'yes', '', '', ''],
    ]);
    const before = await snapshot();
    const activity = t().app.services.activity;
    const spy = vi.spyOn(activity, 'record').mockRejectedValueOnce(new Error('boom'));
    try {
      expect((await importCsv(csv)).statusCode).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await snapshot()).toEqual(before);
    expect((await t().database.db.select({ n: sql<number>`count(*)::int` }).from(frames))[0]?.n).toBe(2);
  });
});
