import { describe, expect, it } from 'vitest';
import { exportCsv, HEADER, ensureLabel as label } from './csv.fixture';
import { base, create, setupFramesServer, t, token } from './frames.fixture';

setupFramesServer();

describe('CSV export', () => {
  it('writes a BOM, the header and one RFC 4180 row per frame, quoting commas, quotes and line ends', async () => {
    const popular = await label('Popular');
    const sale = await label('Sale, 50%');
    const frame = await create({
      name: 'Oak "Royal", large',
      description: 'Line one\r\nLine two',
      category: 'Classic',
      labels: [popular.id, sale.id],
      currentPrice: 2500.5,
      originalPrice: 3000,
    });
    const { text, rows } = await exportCsv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text.slice(1).split('\r\n')[0]).toBe(HEADER);
    expect(text).toContain('"Oak ""Royal"", large"');
    expect(rows).toEqual([
      HEADER.split(','),
      [
        String(frame.id),
        'Oak "Royal", large',
        'Line one\r\nLine two',
        'Classic',
        '2500.5',
        '3000',
        'IN_STOCK',
        'yes',
        'Popular|Sale, 50%',
        String(frame.displayOrder),
        '',
      ],
    ]);
  });

  it('guards cells a spreadsheet would run as a formula with a leading quote', async () => {
    await create({ name: '=HYPERLINK("http://evil","x")', description: '+1 great', dimensions: null });
    await create({ name: '@SUM(A1)', description: "-minus and '=already quoted" });
    const { rows } = await exportCsv();
    const cells = rows.slice(1).flatMap((r) => [r[1], r[2]]);
    expect(cells).toEqual(
      expect.arrayContaining([
        `'=HYPERLINK("http://evil","x")`,
        "'+1 great",
        "'@SUM(A1)",
        "'-minus and '=already quoted",
      ]),
    );
    for (const cell of rows.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it("holds only the frames the list's filters match, in the list's order", async () => {
    await create({ name: 'Walnut draft', published: false });
    await create({ name: 'Walnut shown' });
    const sold = await create({ name: 'Pine sold' });
    await t().call('PUT', `/api/frames/${sold.id}/status`, { token, body: { status: 'OUT_OF_STOCK' } });
    const names = async (query: string) =>
      (await exportCsv(`/api/frames/export.csv${query}`)).rows.slice(1).map((r) => r[1]);
    expect(await names('')).toEqual(['Walnut draft', 'Walnut shown', 'Pine sold']);
    expect(await names('?search=walnut')).toEqual(['Walnut draft', 'Walnut shown']);
    expect(await names('?visibility=draft')).toEqual(['Walnut draft']);
    expect(await names('?status=OUT_OF_STOCK')).toEqual(['Pine sold']);
    expect(await names('?search=nothing-matches')).toEqual([]);
  });

  it('streams 1,200 frames whole, and only to an admin', async () => {
    const { frames } = await import('../../server/db/schema');
    await t()
      .database.db.insert(frames)
      .values(Array.from({ length: 1200 }, (_, i) => ({ ...base, name: `Bulk ${i}`, displayOrder: i })));
    const { rows } = await exportCsv();
    expect(rows).toHaveLength(1201);
    expect(rows[1200]?.[1]).toBe('Bulk 1199');
    expect((await t().call('GET', '/api/frames/export.csv')).statusCode).toBe(401);
  });

  it('exports messages with the list filters', async () => {
    for (const name of ['Ann', 'Bob'])
      await t().call('POST', '/api/public/contact', {
        body: { name, email: `${name.toLowerCase()}@example.com`, message: `=cmd from ${name}` },
      });
    const { rows } = await exportCsv('/api/messages/export.csv?search=bob');
    expect(rows[0]).toEqual(['id', 'received', 'status', 'name', 'email', 'phone', 'subject', 'message']);
    expect(rows.slice(1).map((r) => [r[3], r[7]])).toEqual([['Bob', "'=cmd from Bob"]]);
  });
});
