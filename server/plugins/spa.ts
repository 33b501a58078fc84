import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { frameImages, frames } from '../db/schema';
import { modulePreloader } from '../lib/modulePreloads';
import { shopperVisible } from '../services/frames.queries';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

const SHOP = 'Frame Shop';

/**
 * Shop text (a frame's name, a marquee text, ...) goes into the page through these replacers only: a
 * function's result is inserted as it is, whereas a replacement *string* would read `$&`, `$'`, `` $` ``
 * and `$$` in it as patterns (the marquee text "Prices in US$'s too" once copied the rest of the page in).
 */
const as = (text: string) => () => text;

/** Prices as the storefront writes them: 'Ksh. 3,999.50' with cents, 'Ksh. 3,999' without. */
const PRICE_FORMAT = new Intl.NumberFormat('en-KE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
});

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
    .replace(/<title>[\s\S]*?<\/title>/, as(`<title>${t}</title>`))
    .replace(/<meta name="description"[^>]*>/, as(`<meta name="description" content="${d}" />`))
    .replace(/\s*<meta property="og:(title|description|url|image|price:amount|price:currency)"[^>]*>/g, '')
    .replace(
      /<meta property="og:type"[^>]*>/,
      as(`<meta property="og:type" content="product" />\n    ${tags}`),
    );
}

/** The storefront's server renderer (src/entry-server.tsx, built into `<appDir>/.ssr/`). */
interface Renderer {
  render(
    url: string,
    origin: string,
    fetch: typeof globalThis.fetch,
  ): Promise<{ html: string; data: string }>;
  globalCss: string;
}

async function loadRenderer(appDir: string): Promise<Renderer | null> {
  const file = join(appDir, '.ssr', 'entry-server.js');
  return existsSync(file) ? ((await import(pathToFileURL(file).href)) as Renderer) : null;
}

/** `fetch` for the renderer: the API's answers from this server itself, in process (no socket). */
function inProcessFetch(app: FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: url.pathname + url.search,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      payload: typeof init?.body === 'string' ? init.body : undefined,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers))
      if (v !== undefined) headers.set(k, Array.isArray(v) ? v.join(', ') : String(v));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * The modules a storefront page imports as soon as its entry runs (src/main.tsx: the data layer, the
 * marquee, the page at this path), whose chunks its head preloads.
 */
function pageSources(path: string): string[] {
  const page =
    path === '/'
      ? ['src/storefront/home/HomePage.tsx']
      : path.startsWith('/frame/')
        ? ['src/storefront/detail/FrameDetailPage.tsx']
        : [];
  return ['src/api/dataLayer.ts', 'src/storefront/layout/Marquee.tsx', ...page];
}

const withTitle = (html: string, title: string) =>
  html.replace(/<title>[\s\S]*?<\/title>/, as(`<title>${escapeHtml(title)}</title>`));

declare module 'fastify' {
  interface FastifyInstance {
    /** A path no page has: 404 with the storefront's not-found page (the back-office's paths are its own: 200). */
    sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
  }
}

/**
 * Serves what `vite build` produced: hashed assets cached for a year, index.html always revalidated.
 * The storefront's pages are rendered on the server when the build has its renderer (the first screen is
 * painted from the HTML, then hydrated); the back-office's paths get index.html as it is. A path no page
 * has, or a frame that does not exist, is a 404 with a title that says so.
 */
export default fp(
  async (app: FastifyInstance, opts: { appDir: string; publicUrl: string }) => {
    // Every absolute address a page carries (og:url, og:image, the pictures the renderer links) starts with
    // the configured PUBLIC_URL, never with the request's Host header, which anyone can forge (and a CDN
    // in front would cache the forged page for every visitor).
    const origin = opts.publicUrl;
    const html = readFileSync(join(opts.appDir, 'index.html'), 'utf8');
    const renderer = await loadRenderer(opts.appDir);
    const apiFetch = inProcessFetch(app);
    const preloads = modulePreloader(opts.appDir);
    const send = (reply: FastifyReply, body: string, status = 200): FastifyReply =>
      reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
    // Rendered pages by address, until the catalogue changes (any public event); concurrent requests for
    // one page share one render.
    const pages = new Map<string, Promise<{ html: string; data: string } | null>>();
    app.services.events.subscribe((event) => {
      if (event.audience === 'public') pages.clear();
    });
    function renderPage(request: FastifyRequest) {
      const key = request.url;
      let page = pages.get(key);
      if (!page) {
        if (pages.size >= 500) pages.clear();
        page = (renderer as Renderer).render(request.url, origin, apiFetch).catch((error) => {
          // The page still works: the browser renders it.
          request.log.warn({ error: String(error), url: request.url }, 'server render failed');
          pages.delete(key);
          return null;
        });
        pages.set(key, page);
      }
      return page;
    }
    /** `template` with the `<link rel="modulepreload">` tags of `sources` (and whatever else) before `</head>`. */
    const inHead = (template: string, sources: string[], extra = '') =>
      template.replace(/\s*<\/head>/, as(`${preloads(sources)}${extra}\n  </head>`));
    /** `template` (index.html, perhaps with a frame's head) with the storefront at the request's address rendered into it. */
    async function rendered(request: FastifyRequest, template: string): Promise<string> {
      const sources = pageSources(request.url.split('?')[0] ?? '/');
      const page = renderer ? await renderPage(request) : null;
      if (!page || !renderer) return inHead(template, sources);
      return inHead(template, sources, `\n    <style id="global-css">${renderer.globalCss}</style>`).replace(
        '<div id="root"></div>',
        as(`<div id="root">${page.html}</div>${page.data}`),
      );
    }
    // The back-office's page: its app's chunks preloaded, nothing rendered, titled as the back-office until
    // its screen names the tab ('<screen> · Frame Shop admin').
    const adminHtml = inHead(withTitle(html, 'Frame Shop admin'), ['src/admin/AdminApp.tsx']);
    const notFound = async (
      request: FastifyRequest,
      reply: FastifyReply,
      title: string,
    ): Promise<FastifyReply> =>
      send(reply, await rendered(request, withTitle(html, `${title} — ${SHOP}`)), 404);

    app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/admin' || path.startsWith('/admin/')) return send(reply, adminHtml);
      return notFound(
        request,
        reply,
        path === '/frame' || path === '/frame/' ? 'Frame not found' : 'Page not found',
      );
    });
    await app.register(fastifyStatic, {
      root: opts.appDir,
      wildcard: true,
      index: false,
      decorateReply: false,
      // The build writes .br and .gz beside each file (scripts/precompress.ts): served as they are.
      preCompressed: true,
      // Cache-Control is decided here, per file (send's own default would overwrite it).
      cacheControl: false,
      // The server renderer's `.ssr` folder (and any dot file) is not served.
      dotfiles: 'ignore',
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=0, must-revalidate');
      },
    });
    app.get('/', async (request, reply) => send(reply, await rendered(request, html)));

    // Share previews: a link to a frame pasted into a chat app shows that frame.
    app.get<{ Params: { id: string } }>('/frame/:id', async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      if (id === null) return notFound(request, reply, 'Frame not found');
      const db = app.database.db;
      // A draft is no page to shoppers: the same 404 as an unknown id.
      const [frame] = await db
        .select()
        .from(frames)
        .where(and(eq(frames.id, id), shopperVisible()))
        .limit(1);
      if (!frame) return notFound(request, reply, 'Frame not found');
      const [image] = await db
        .select()
        .from(frameImages)
        .where(eq(frameImages.frameId, id))
        .orderBy(asc(frameImages.order), asc(frameImages.id))
        .limit(1);
      const price = Number(frame.currentPrice);
      const variant = image?.variants.find((v) => v.width >= 960) ?? image?.variants.at(-1);
      const imagePath = variant?.url ?? image?.imageUrl;
      const summary = frame.description.replace(/\s+/g, ' ').trim();
      const priceText = `Ksh. ${PRICE_FORMAT.format(price)}`;
      return send(
        reply,
        await rendered(
          request,
          withPreview(html, {
            title: `${frame.name} — ${SHOP}`,
            description: `${priceText}. ${summary.length > 200 ? `${summary.slice(0, 197)}...` : summary}`,
            url: `${origin}/frame/${id}`,
            image: imagePath ? (/^https?:\/\//.test(imagePath) ? imagePath : `${origin}${imagePath}`) : null,
            price,
          }),
        ),
      );
    });
  },
  { name: 'spa', dependencies: ['errors'] },
);
