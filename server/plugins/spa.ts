import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { frameImages, frames } from '../db/schema';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const SHOP = 'Frame Shop';

/** The page's address as the visitor asked for it (behind a proxy with TRUST_PROXY=1: the forwarded one). */
function originOf(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

interface Preview {
  title: string;
  description: string;
  url: string;
  image: string | null;
  price: number;
}

/** index.html with the title, description and Open Graph tags naming one frame (share previews). */
export function withPreview(html: string, p: Preview): string {
  const t = escapeHtml(p.title);
  const d = escapeHtml(p.description);
  const tags = [
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${escapeHtml(p.url)}" />`,
    p.image ? `<meta property="og:image" content="${escapeHtml(p.image)}" />` : '',
    `<meta property="og:price:amount" content="${p.price.toFixed(2)}" />`,
    '<meta property="og:price:currency" content="KES" />',
    `<meta name="twitter:card" content="${p.image ? 'summary_large_image' : 'summary'}" />`,
  ]
    .filter(Boolean)
    .join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${t}</title>`)
    .replace(/<meta name="description"[^>]*>/, `<meta name="description" content="${d}" />`)
    .replace(/\s*<meta property="og:(title|description|url|image|price:amount|price:currency)"[^>]*>/g, '')
    .replace(/<meta property="og:type"[^>]*>/, `<meta property="og:type" content="product" />\n    ${tags}`);
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers with the built app's index.html (client-side routes). */
    sendAppIndex: (reply: FastifyReply, html?: string) => FastifyReply;
    appIndexHtml: string;
  }
}

/**
 * Serves what `vite build` produced: hashed assets cached for a year, index.html always revalidated,
 * and every other page path answered with index.html.
 */
export default fp(
  async (app: FastifyInstance, opts: { appDir: string }) => {
    const html = readFileSync(join(opts.appDir, 'index.html'), 'utf8');
    app.decorate('appIndexHtml', html);
    app.decorate('sendAppIndex', (reply: FastifyReply, body = html) =>
      reply.code(200).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body),
    );
    await app.register(fastifyStatic, {
      root: opts.appDir,
      wildcard: true,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each file (scripts/precompress.ts): served as they are.
      preCompressed: true,
      // Cache-Control is decided here, per file (send's own default would overwrite it).
      cacheControl: false,
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
    app.get('/', (_request, reply) => app.sendAppIndex(reply));

    // Share previews: a link to a frame pasted into a chat app shows that frame.
    app.get<{ Params: { id: string } }>('/frame/:id', async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      if (id === null) return app.sendAppIndex(reply);
      const db = app.database.db;
      const [frame] = await db.select().from(frames).where(eq(frames.id, id)).limit(1);
      if (!frame) return app.sendAppIndex(reply);
      const [image] = await db
        .select()
        .from(frameImages)
        .where(eq(frameImages.frameId, id))
        .orderBy(asc(frameImages.order), asc(frameImages.id))
        .limit(1);
      const origin = originOf(request);
      const price = Number(frame.currentPrice);
      const variant = image?.variants.find((v) => v.width >= 960) ?? image?.variants.at(-1);
      const imagePath = variant?.url ?? image?.imageUrl;
      const summary = frame.description.replace(/\s+/g, ' ').trim();
      const priceText = `Ksh. ${new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 }).format(price)}`;
      return app.sendAppIndex(
        reply,
        withPreview(html, {
          title: `${frame.name} — ${SHOP}`,
          description: `${priceText}. ${summary.length > 200 ? `${summary.slice(0, 197)}...` : summary}`,
          url: `${origin}/frame/${id}`,
          image: imagePath ? (/^https?:\/\//.test(imagePath) ? imagePath : `${origin}${imagePath}`) : null,
          price,
        }),
      );
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
