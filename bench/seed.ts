/** The bench's catalogues: 60 frames made through the services, and 100,000 rows inserted in bulk. */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client';
import { frameImages, frames, users } from '../server/db/schema';
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

/** A number written into the statement (PGlite cannot type a parameter used in arithmetic). */
const n = (value: number) => sql.raw(String(Math.trunc(value)));
const sqlArray = (list: string[]) =>
  sql.raw(`ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`);

/** Rows per statement: each one stays well inside the server's 30 s statement timeout on a busy machine. */
const BULK = 10_000;

/**
 * `total` frames in all, BULK at a time in three INSERT … SELECT statements (frames, their pictures, their
 * labels): the names, descriptions, prices and categories of the 60 (frameName, description), one picture
 * each, half with a label, one in 20 a draft, created over the last `total` minutes. Then `analyze`.
 */
export async function seedBulk(total: number): Promise<void> {
  await withApp(async (app) => {
    const { db } = app.database;
    const [row] = await db
      .select({ n: sql<number>`count(*)::int`, max: sql<number>`coalesce(max(display_order), 0)` })
      .from(frames);
    const first = row!.n;
    for (let start = first; start < total; start += BULK) {
      const [last] = await db.select({ id: sql<number>`coalesce(max(id), 0)::int` }).from(frames);
      const after = last!.id;
      await insertFrames(db, start, Math.min(total, start + BULK) - 1, total, row!.max - first);
      await db.execute(sql`
        insert into frame_images (frame_id, image_url, variants, width, height, "order")
        select f.id, '/uploads/frames/' || f.id || '/0-bench-1200.webp',
          (select jsonb_agg(jsonb_build_object('width', w, 'url', '/uploads/frames/' || f.id || '/0-bench-' || w || '.webp', 'key', 'frames/' || f.id || '/0-bench'))
             from unnest(array[400, 800, 1200]) as w),
          1200, 900, 0
        from frames f where f.id > ${n(after)}`);
      await db.execute(sql`
        insert into frame_labels (frame_id, label_id)
        select f.id, l.id from frames f
        join (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from labels) l
          on l.k = (f.id / 2) % l.n
        where f.id > ${n(after)} and f.id % 2 = 0`);
    }
    await db.execute(sql`analyze`);
  });
}

/** Frames number `start`..`end` (from 0) of `total`, in one INSERT … SELECT; display orders follow on. */
async function insertFrames(db: Db, start: number, end: number, total: number, orderOffset: number) {
  await db.execute(sql`
    insert into frames (name, description, status, original_price, current_price, discount_amount,
      discount_percentage, dimensions, category, rating, display_order, published, created_at, updated_at)
    select
      (${sqlArray(STYLES)})[1 + i % ${n(STYLES.length)}] || ' ' || (${sqlArray(WOODS)})[1 + (i / 8) % ${n(WOODS.length)}] || ' Frame ' || (i + 1),
      'A ' || lower((${sqlArray(STYLES)})[1 + i % ${n(STYLES.length)}]) || ' ' || lower((${sqlArray(WOODS)})[1 + (i * 7) % ${n(WOODS.length)}])
        || ' frame imported for Kenyan homes, ' || (${sqlArray(SIZES)})[1 + i % ${n(SIZES.length)}] || ', glass front, wall hook and stand.',
      case when i % 9 = 0 then 'OUT_OF_STOCK' else 'IN_STOCK' end,
      p.original, p.original - p.off, p.off, round(p.off * 100.0 / p.original, 2),
      (${sqlArray(SIZES)})[1 + i % ${n(SIZES.length)}],
      (${sqlArray(CATEGORIES)})[1 + i % ${n(CATEGORIES.length)}],
      i % 6,
      ${n(orderOffset)} + 1 + i,
      i % 20 <> 7,
      now() - make_interval(mins => ${n(total)} - i),
      now() - make_interval(mins => ${n(total)} - i)
    from generate_series(${n(start)}, ${n(end)}) as i,
      lateral (select 1000 + (i % 40) * 125 as original, case when i % 4 = 0 then 200 else 0 end as off) as p`);
}
