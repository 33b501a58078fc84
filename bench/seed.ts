/** The bench's catalogues: 60 frames made through the services, and 10,000 bulk-inserted rows. */
import { sql } from 'drizzle-orm';
import { frameImages, frameLabels, frames, users } from '../server/db/schema';
import { hashPassword } from '../server/services/passwords';
import { withApp } from './harness';

const WOODS = ['Oak', 'Walnut', 'Teak', 'Mahogany', 'Pine', 'Ebony', 'Cedar', 'Maple', 'Acacia', 'Bamboo'];
const STYLES = ['Classic', 'Rustic', 'Modern', 'Gilded', 'Floating', 'Shadow Box', 'Minimal', 'Ornate'];
const SIZES = ['A4', 'A3', 'A2', '20x25 cm', '30x40 cm', '50x70 cm'];
const CATEGORIES = ['Wooden', 'Metal', 'Gallery', 'Collage', 'Canvas', 'Vintage'];
export const pick = <T>(list: T[], i: number) => list[i % list.length]!;

const frameName = (i: number) => `${pick(STYLES, i)} ${pick(WOODS, Math.floor(i / 8))} Frame ${i + 1}`;
const description = (i: number) =>
  `A ${pick(STYLES, i).toLowerCase()} ${pick(WOODS, i * 7).toLowerCase()} frame imported for Kenyan homes, ${pick(SIZES, i)}, glass front, wall hook and stand.`;

const imageRow = (frameId: number, order: number) => {
  const key = `frames/${frameId}/${order}-bench`;
  return {
    frameId,
    imageUrl: `/uploads/${key}-1200.webp`,
    variants: [400, 800, 1200].map((width) => ({ width, url: `/uploads/${key}-${width}.webp`, key })),
    width: 1200,
    height: 900,
    order,
  };
};

/** 60 frames through the services (labels, prices, discounts), two pictures each; a bench user. */
export async function seedSmall(): Promise<string> {
  return withApp(async (app) => {
    const [user] = await app.database.db
      .insert(users)
      .values({
        name: 'Bench Admin',
        email: 'bench@shop.test',
        passwordHash: await hashPassword('bench password 123'),
        role: 'SUPER_ADMIN',
      })
      .returning();
    const actor = user!.id;
    const labelIds: number[] = [];
    for (const name of ['New', 'Best seller', 'Limited', 'Gift']) {
      labelIds.push((await app.services.labels.create({ name }, actor)).id);
    }
    for (let i = 0; i < 60; i++) {
      const originalPrice = 1500 + (i % 12) * 250;
      const frame = await app.services.frames.create(
        {
          name: frameName(i),
          description: description(i),
          originalPrice,
          currentPrice: i % 3 === 0 ? originalPrice - 300 : originalPrice,
          dimensions: pick(SIZES, i),
          category: pick(CATEGORIES, i),
          labels: labelIds.slice(0, i % 3),
          rating: Math.max((i % 6) - 0.5, 0),
        },
        actor,
      );
      await app.database.db.insert(frameImages).values([imageRow(frame.id, 0), imageRow(frame.id, 1)]);
    }
    return app.services.auth.sign(user!);
  });
}

/** 10,000 frames in all: bulk inserts through drizzle, in batches. */
export async function seedLarge(total: number): Promise<void> {
  await withApp(async (app) => {
    const { db } = app.database;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(display_order), 0)` })
      .from(frames);
    const start = row!.n;
    let order = row!.max;
    const labelRows = await db.execute(sql`select id from labels order by id`);
    const labelIds = (labelRows as unknown as { rows: { id: number }[] }).rows.map((r) => r.id);
    const batch = 1000;
    for (let from = start; from < total; from += batch) {
      const values = [];
      for (let i = from; i < Math.min(total, from + batch); i++) {
        const originalPrice = 1000 + (i % 40) * 125;
        const currentPrice = i % 4 === 0 ? originalPrice - 200 : originalPrice;
        order += 1;
        values.push({
          name: frameName(i),
          description: description(i),
          status: i % 9 === 0 ? ('OUT_OF_STOCK' as const) : ('IN_STOCK' as const),
          originalPrice,
          currentPrice,
          discountAmount: originalPrice - currentPrice,
          discountPercentage: Math.round(((originalPrice - currentPrice) / originalPrice) * 10_000) / 100,
          dimensions: pick(SIZES, i),
          category: pick(CATEGORIES, i),
          rating: i % 6,
          displayOrder: order,
        });
      }
      const inserted = await db.insert(frames).values(values).returning({ id: frames.id });
      await db.insert(frameImages).values(inserted.map((f) => imageRow(f.id, 0)));
      const links = inserted.flatMap((f, k) =>
        k % 2 === 0 && labelIds.length ? [{ frameId: f.id, labelId: labelIds[k % labelIds.length]! }] : [],
      );
      if (links.length) await db.insert(frameLabels).values(links);
    }
    await db.execute(sql`analyze`);
  });
}
