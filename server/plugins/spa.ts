import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { COLLECTION_PATH, collectionUrl, readCollection } from '../../src/storefront/collection/filters';
import { formatKsh } from '../../src/ui/format';
import type { Config } from '../config';
import { type EncodedBody, sendEncoded } from '../lib/cachedAnswer';
import { modulePreloader } from '../lib/modulePreloads';
import { type MadePage, PageAnswers } from '../lib/pageAnswers';
import { PageBudget } from '../lib/pageBudget';
import {
  absolute,
  breadcrumbLd,
  escapeHtml,
  productLd,
  SHOP_NAME,
  storeLd,
  summaryOf,
  withHead,
} from '../lib/pageHead';
import { inProcessFetch, pageKey, pageSources } from '../lib/pageRenderer';
import { RenderPool } from '../lib/renderPool';

const HOME_TITLE = `${SHOP_NAME} — Imported Picture Frames in Kenya`;
const HOME_DESCRIPTION =
  'Imported picture frames delivered across Kenya. Browse the collection and order by chat.';
const COLLECTION_DESCRIPTION =
  'Every imported picture frame in the shop: search, filter by category, sort by price, newest or rating, and order by chat. Delivered across Kenya.';

/** What the not-found page of every unknown path is kept by. */
const UNKNOWN_PATH_KEY = '/ (unknown path)';

const withTitle = (html: string, title: string) =>
  html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`);

declare module 'fastify' {
  interface FastifyInstance {
    /** A path no page has: 404 with the storefront's not-found page (the back-office's paths are its own: 200). */
    sendNotFoundPage: (request: FastifyRequest, reply: FastifyReply) => unknown;
    /** The storefront's server renders (null: the build has no renderer, the browser renders every page). */
    renderPool: RenderPool | null;
  }
}

/**
 * Serves what `vite build` produced: hashed assets cached for a year, index.html always revalidated.
 * The storefront's pages are rendered on the server when the build has its renderer (the first screen is
 * painted from the HTML, then hydrated); the back-office's paths get index.html as it is. A path no page
 * has, or a frame that does not exist, is a 404 with a title that says so.
 */
export default fp(
  async (app: FastifyInstance, opts: { appDir: string; config: Config }) => {
    // Every absolute address a page carries (canonical, og:url, og:image, structured data, the pictures the
    // renderer links) starts with the configured PUBLIC_URL, never with the request's Host header, which
    // anyone can forge (and a CDN in front would cache the forged page for every visitor).
    const origin = opts.config.publicUrl;
    const html = readFileSync(join(opts.appDir, 'index.html'), 'utf8');
    const renderer = await RenderPool.start(opts.appDir, {
      ...opts.config.renders,
      fetch: inProcessFetch(app),
    });
    if (renderer) app.addHook('onClose', () => renderer.close());
    app.decorate('renderPool', renderer);
    const preloads = modulePreloader(opts.appDir);
    const sendPage = (reply: FastifyReply, page: EncodedBody, status = 200): FastifyReply =>
      sendEncoded(reply.code(status).header('cache-control', 'no-cache'), page, 'text/html; charset=utf-8');
    // Whole storefront answers by what changes the page (pageKey: its path and the parameters it reads),
    // until the catalogue changes (any public event): `/?bust=<unique>` is the kept `/`, its compressed bytes
    // sent as they are (no render, no assembly, no compression). Renders run off the main thread, a bounded
    // number at once (server/lib/renderPool.ts); a page asked for past that is sent unrendered (the browser
    // renders it) and not kept.
    const answers = new PageAnswers(() => app.monitoring.pageCacheHits.inc());
    app.services.events.subscribe((event) => {
      if (event.audience === 'public') answers.clear();
    });
    async function renderPage(request: FastifyRequest, key: string) {
      if (!renderer) return null;
      try {
        const page = await renderer.render(key, origin);
        if (page) app.monitoring.pagesRendered.inc();
        return page;
      } catch (error) {
        // The page still works: the browser renders it.
        request.log.warn({ error: String(error), url: key }, 'server render failed');
        return null;
      }
    }
    /** `template` with the `<link rel="modulepreload">` tags of `sources` (and whatever else) before `</head>`. */
    const inHead = (template: string, sources: string[], extra = '') =>
      template.replace(/\s*<\/head>/, () => `${preloads(sources)}${extra}\n  </head>`);
    // Pages made (not kept ones) are counted per address and in all: past the budget the shell is sent with
    // 503 and Retry-After (the browser renders the page itself; a crawler comes back).
    const budget = new PageBudget(opts.config.pageBudget);
    const busyPage = { body: Buffer.from(inHead(html, [])) };
    const sendBusy = (reply: FastifyReply) =>
      sendEncoded(
        reply.code(503).header('retry-after', '1').header('cache-control', 'no-store'),
        busyPage,
        'text/html; charset=utf-8',
      );
    /** `template` (index.html, perhaps with a frame's head) with the storefront at the request's address rendered into it. */
    async function rendered(request: FastifyRequest, template: string, status = 200): Promise<MadePage> {
      const key = pageKey(request.url);
      const sources = pageSources(key.split('?')[0] ?? '/');
      const page = await renderPage(request, key);
      if (!page || !renderer) return { status, html: inHead(template, sources), complete: !renderer };
      const html = inHead(
        template,
        sources,
        `\n    <style id="global-css">${renderer.globalCss}</style>`,
      ).replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>${page.data}`);
      return { status, html, complete: true };
    }
    /**
     * The page at the request's address: its kept answer, or the one `make` makes (then kept when complete);
     * `key`: what it is kept by, when not its own page key.
     */
    async function answer(
      request: FastifyRequest,
      reply: FastifyReply,
      make: () => Promise<MadePage>,
      key = pageKey(request.url),
    ) {
      if (!answers.has(key) && !budget.take(request.ip)) return sendBusy(reply);
      const page = await answers.get(key, make);
      return sendPage(reply, page, page.status);
    }
    // The back-office's page: its app's chunks preloaded, nothing rendered, titled as the back-office until
    // its screen names the tab ('<screen> · Frame Shop admin').
    const adminPage = {
      body: Buffer.from(inHead(withTitle(html, 'Frame Shop admin'), ['src/admin/AdminApp.tsx'])),
    };
    const notFoundPage = (request: FastifyRequest, title: string) =>
      rendered(request, withTitle(html, `${title} — ${SHOP_NAME}`), 404);
    const notFound = (request: FastifyRequest, reply: FastifyReply, title: string, key?: string) =>
      answer(request, reply, () => notFoundPage(request, title), key);

    app.decorate('sendNotFoundPage', (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/admin' || path.startsWith('/admin/')) return sendPage(reply, adminPage);
      if (path === '/frame' || path === '/frame/') return notFound(request, reply, 'Frame not found');
      // Every unknown path shows the same page (nothing of its path): one render kept for them all, so a flood
      // of made-up addresses costs no render.
      return notFound(request, reply, 'Page not found', UNKNOWN_PATH_KEY);
    });
    await app.register(fastifyStatic, {
      root: opts.appDir,
      // A route per built file (globbed once): a path no file has goes straight to the not-found page, with
      // no look at the disk (a flood of made-up paths made a stat each).
      wildcard: false,
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
    const { publicUrl, shopPhone, shopEmail } = opts.config;
    const homeHtml = withHead(html, {
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      canonical: `${publicUrl}/`,
      jsonLd: [storeLd(publicUrl, shopPhone, shopEmail)],
    });
    // Page routes are not part of the API document.
    const page = { schema: { hide: true } };
    app.get('/', page, async (request, reply) => answer(request, reply, () => rendered(request, homeHtml)));

    // The whole collection: its canonical address is the filters' own form (defaults left out).
    app.get(COLLECTION_PATH, page, async (request, reply) =>
      answer(request, reply, () => {
        const { filters, page: number } = readCollection(new URL(request.url, publicUrl).searchParams);
        const head = withHead(html, {
          title: number > 1 ? `All Frames, page ${number} — ${SHOP_NAME}` : `All Frames — ${SHOP_NAME}`,
          description: COLLECTION_DESCRIPTION,
          canonical: `${publicUrl}${collectionUrl(filters, number)}`,
        });
        return rendered(request, head);
      }),
    );

    // A frame's page: share previews (a link pasted into a chat app shows the frame) and its Product data.
    app.get<{ Params: { id: string } }>('/frame/:id', page, async (request, reply) => {
      const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : null;
      if (id === null) return notFound(request, reply, 'Frame not found');
      return answer(request, reply, async () => {
        // A draft is no page to shoppers: the same 404 as an unknown id.
        const frame = await app.services.frames.getPublished(id).catch((error: unknown) => {
          if ((error as { statusCode?: number }).statusCode === 404) return null;
          throw error;
        });
        if (!frame) return notFoundPage(request, 'Frame not found');
        const main = frame.images[0];
        const variant = main?.variants.find((v) => v.width >= 960) ?? main?.variants.at(-1);
        const imagePath = variant?.url ?? main?.imageUrl;
        return rendered(
          request,
          withHead(html, {
            title: `${frame.name} — ${SHOP_NAME}`,
            description: `${formatKsh(frame.currentPrice)}. ${summaryOf(frame.description)}`,
            canonical: `${publicUrl}/frame/${id}`,
            image: imagePath ? absolute(publicUrl, imagePath) : null,
            price: frame.currentPrice,
            jsonLd: [productLd(frame, publicUrl), breadcrumbLd(frame, publicUrl)],
          }),
        );
      });
    });
  },
  { name: 'spa', dependencies: ['errors', 'monitoring'] },
);
