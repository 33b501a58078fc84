import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { frames, frameTotals } from '../db/schema';
import { accepts } from '../lib/compression';
import { absolute, SHOP_NAME, summaryOf } from '../lib/pageHead';
import { RenderedFiles } from '../lib/renderedFiles';
import { shopperVisible } from '../services/frames.queries';
import { matches } from './etag';
import { mainImages, sitemapRows } from './seoRows';

declare module 'fastify' {
  interface FastifyInstance {
    /** The sitemap files and the product feed as rendered, until the catalogue changes. */
    seoFiles: RenderedFiles;
  }
}

/** Public events that cannot change an address, a lastmod, a picture or a feed item. */
const UNRELATED = new Set(['marquee.changed', 'frames.reordered', 'label.changed']);

/** The sitemaps.org limit of addresses in one sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;
const BATCH = 1000;
/** Frames a sitemap batch reads (~200 bytes of XML each: memory stays flat however large the shop). */
const SITEMAP_BATCH = 1000;

const xml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] as string,
  );

/**
 * For search engines: `/robots.txt` (the back-office and the API kept out, the sitemap named) and
 * `/sitemap.xml`: the home page, the collection and every published frame's page with its last change and
 * main picture. Past SITEMAP_MAX_URLS addresses it is an index of `/sitemaps/{n}.xml` files of at most that
 * many. Frames are read in batches by id and written as they come into a file (the memory used does not
 * grow with the shop), which is served, with its ETag, until a catalogue change (RenderedFiles); drafts never
 * appear (the shoppers' filter, shopperVisible).
 */
export default fp(
  async (app: FastifyInstance, opts: { config: Config }) => {
    const base = opts.config.publicUrl;
    const max = opts.config.sitemapMaxUrls ?? SITEMAP_MAX_URLS;
    const page = { schema: { hide: true } };

    app.get('/robots.txt', page, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send(`User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /\n\nSitemap: ${base}/sitemap.xml\n`),
    );

    const files = new RenderedFiles();
    /**
     * Where a file's frames start (the number of frames before it -> the last id before it), learned from the
     * file before it as it was rendered, until a change: a file then needs no jump by offset through the
     * frames before it (a read of 50,000 rows for the second file).
     */
    const starts = new Map<number, number>();
    let version = 0;
    app.decorate('seoFiles', files);
    app.services.events.subscribe((event) => {
      if (event.audience !== 'public' || UNRELATED.has(event.type)) return;
      files.invalidate();
      starts.clear();
      version += 1;
    });
    app.addHook('onClose', async () => files.close());

    /** Published frames, from frame_totals (kept by triggers) rather than counting them. */
    const frameCount = async () =>
      (
        await app.database.db
          .select({ n: sql<number>`coalesce(sum(${frameTotals.n}), 0)`.mapWith(Number) })
          .from(frameTotals)
          .where(eq(frameTotals.published, true))
      )[0]?.n ?? 0;

    /** The `<url>` entries of frames after the `skip` first (by id), at most `take`. */
    async function* frameUrls(skip: number, take: number): AsyncGenerator<string> {
      const db = app.database.db;
      // The first id of the file: where the file before it ended, else a jump by offset; then batches by id.
      const seen = version;
      let after = skip > 0 ? (starts.get(skip) ?? -1) : 0;
      if (after < 0) {
        const [row] = await db
          .select({ id: frames.id })
          .from(frames)
          .where(shopperVisible())
          .orderBy(asc(frames.id))
          .limit(1)
          .offset(skip - 1);
        if (!row) return;
        after = row.id;
      }
      let left = take;
      const frameBase = xml(`${base}/frame/`);
      while (left > 0) {
        const rows = await sitemapRows(db, after, Math.min(SITEMAP_BATCH, left));
        if (rows.length === 0) return;
        let chunk = '';
        for (const [id, updated, image] of rows) {
          chunk += `<url><loc>${frameBase}${id}</loc><lastmod>${new Date(updated).toISOString()}</lastmod>`;
          if (image)
            chunk += `<image:image><image:loc>${xml(absolute(base, image))}</image:loc></image:image>`;
          chunk += '</url>\n';
        }
        yield chunk;
        after = rows.at(-1)![0];
        left -= rows.length;
      }
      if (version === seen) starts.set(skip + take, after);
    }

    const URLSET =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n';

    /** One sitemap file: file 1 starts with the home page and the collection, then frames fill it to `max`. */
    async function* sitemapFile(n: number): AsyncGenerator<string> {
      yield URLSET;
      if (n === 1) {
        yield `<url><loc>${xml(`${base}/`)}</loc></url>\n<url><loc>${xml(`${base}/frames`)}</loc></url>\n`;
      }
      const skip = n === 1 ? 0 : (n - 1) * max - 2;
      yield* frameUrls(skip, n === 1 ? max - 2 : max);
      yield '</urlset>\n';
    }

    /** The document `key` from its file (rendered by `render` when the catalogue changed since), or 304. */
    async function sendXml(
      request: FastifyRequest,
      reply: FastifyReply,
      key: string,
      render: () => AsyncIterable<string>,
    ) {
      // Gzipped once when rendered (RenderedFiles), not compressed again for each request.
      const gzipped = accepts(request.headers['accept-encoding'], 'gzip');
      const { file, handle } = await files.open(key, render, gzipped);
      const etag = gzipped ? file.gzipEtag : file.etag;
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=0, must-revalidate')
        .header('vary', 'accept-encoding')
        .header('etag', etag);
      if (gzipped) reply.header('content-encoding', 'gzip');
      if (matches(request.headers['if-none-match'], etag)) {
        await handle.close();
        return reply.code(304).send();
      }
      return reply.send(handle.createReadStream());
    }

    const fileCount = async () => Math.max(1, Math.ceil(((await frameCount()) + 2) / max));

    app.get('/sitemap.xml', page, async (request, reply) =>
      sendXml(request, reply, 'sitemap', async function* () {
        const count = await fileCount();
        if (count === 1) {
          yield* sitemapFile(1);
          return;
        }
        yield '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n';
        for (let n = 1; n <= count; n++)
          yield `<sitemap><loc>${xml(`${base}/sitemaps/${n}.xml`)}</loc></sitemap>\n`;
        yield '</sitemapindex>\n';
      }),
    );

    // The product feed for Google Merchant Center (RSS 2.0 with the g: fields), every published frame.
    app.get('/feeds/google.xml', page, async (request, reply) => {
      const db = app.database.db;
      async function* feed() {
        yield `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n<title>${SHOP_NAME}</title>\n<link>${xml(`${base}/`)}</link>\n<description>Imported picture frames delivered across Kenya.</description>\n`;
        let after = 0;
        for (;;) {
          const rows = await db
            .select({
              id: frames.id,
              name: frames.name,
              description: frames.description,
              price: frames.currentPrice,
              status: frames.status,
            })
            .from(frames)
            .where(and(shopperVisible(), gt(frames.id, after)))
            .orderBy(asc(frames.id))
            .limit(BATCH);
          if (rows.length === 0) break;
          const images = await mainImages(db, after, rows.at(-1)!.id);
          let chunk = '';
          for (const r of rows) {
            const link = `${base}/frame/${r.id}`;
            const image = images.get(r.id);
            chunk += `<item><g:id>${r.id}</g:id><g:title>${xml(r.name)}</g:title><g:description>${xml(summaryOf(r.description, 5000))}</g:description><g:link>${xml(link)}</g:link>`;
            if (image) chunk += `<g:image_link>${xml(absolute(base, image))}</g:image_link>`;
            chunk += `<g:price>${Number(r.price).toFixed(2)} KES</g:price><g:availability>${r.status === 'IN_STOCK' ? 'in_stock' : 'out_of_stock'}</g:availability><g:brand>${SHOP_NAME}</g:brand><g:condition>new</g:condition></item>\n`;
          }
          yield chunk;
          after = rows.at(-1)!.id;
        }
        yield '</channel>\n</rss>\n';
      }
      return sendXml(request, reply, 'feed', feed);
    });

    app.get<{ Params: { n: string } }>('/sitemaps/:n.xml', page, async (request, reply) => {
      const n = /^\d{1,6}$/.test(request.params.n) ? Number(request.params.n) : 0;
      if (n < 1 || n > (await fileCount())) return reply.callNotFound();
      return sendXml(request, reply, `sitemap-${n}`, () => sitemapFile(n));
    });
  },
  { name: 'seo', dependencies: ['errors'] },
);
