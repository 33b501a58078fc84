/**
 * What a public page's head tells browsers, chat apps and search engines: title, meta description,
 * `<link rel="canonical">`, Open Graph tags and schema.org structured data (JSON-LD). Every address here is
 * absolute and starts with the configured public address (PUBLIC_URL), never with the request's Host.
 */
import { altOf } from '../../src/ui/format';
import type { FrameView } from '../services/frameView';

export const SHOP_NAME = 'Frame Shop';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** A path (`/uploads/...`) made absolute with the public address; an absolute URL stays as it is. */
export const absolute = (publicUrl: string, path: string) =>
  /^https?:\/\//.test(path) ? path : `${publicUrl}${path.startsWith('/') ? '' : '/'}${path}`;

export interface PageHead {
  title: string;
  description: string;
  /** The page's absolute address, as search engines should know it. */
  canonical: string;
  image?: string | null;
  /** A product page also says its price (og:price). */
  price?: number;
  /** schema.org objects, each written as one `<script type="application/ld+json">`. */
  jsonLd?: object[];
}

/** JSON that cannot end the script element it sits in (`</script>`, `<!--`). */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

/** A page's description: whitespace folded, at most 200 characters. */
export function summaryOf(text: string, max = 200): string {
  const summary = text.replace(/\s+/g, ' ').trim();
  return summary.length > max ? `${summary.slice(0, max - 3)}...` : summary;
}

/** index.html with this page's title, description, canonical link, Open Graph tags and structured data. */
export function withHead(html: string, head: PageHead): string {
  const t = escapeHtml(head.title);
  const d = escapeHtml(head.description);
  const tags = [
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    `<meta property="og:type" content="${head.price === undefined ? 'website' : 'product'}" />`,
    `<meta property="og:site_name" content="${SHOP_NAME}" />`,
    `<meta property="og:title" content="${t}" />`,
    `<meta property="og:description" content="${d}" />`,
    `<meta property="og:url" content="${escapeHtml(head.canonical)}" />`,
    head.image ? `<meta property="og:image" content="${escapeHtml(head.image)}" />` : '',
    head.price === undefined ? '' : `<meta property="og:price:amount" content="${head.price.toFixed(2)}" />`,
    head.price === undefined ? '' : '<meta property="og:price:currency" content="KES" />',
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}" />`,
    ...(head.jsonLd ?? []).map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
  return (
    html
      .replace(/\s*<meta (property="og:[^"]*"|name="description"|name="twitter:card")[^>]*>/g, '')
      // Replaced by a function: a `$&` in a frame's name is text, not a replacement pattern.
      .replace(
        /<title>[\s\S]*?<\/title>/,
        () => `<title>${t}</title>\n    <meta name="description" content="${d}" />\n    ${tags}`,
      )
  );
}

const availability = (frame: FrameView) =>
  frame.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/** The largest stored width of a picture (what a search engine should index). */
export function largestUrl(image: FrameView['images'][number]): string {
  const widest = [...image.variants].sort((a, b) => b.width - a.width)[0];
  return widest?.url ?? image.imageUrl;
}

/**
 * A frame page's schema.org Product with its Offer (price, KES, stock, the page's address) and pictures.
 * No aggregateRating: the rating is the shop's own, not reviews by customers.
 */
export function productLd(frame: FrameView, publicUrl: string): object {
  const url = `${publicUrl}/frame/${frame.id}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: frame.name,
    description: summaryOf(frame.description, 5000),
    sku: String(frame.id),
    url,
    ...(frame.category ? { category: frame.category } : {}),
    brand: { '@type': 'Brand', name: SHOP_NAME },
    image: frame.images.map((image, i) => ({
      '@type': 'ImageObject',
      contentUrl: absolute(publicUrl, largestUrl(image)),
      url: absolute(publicUrl, largestUrl(image)),
      caption: altOf(frame.name, image.alt, i),
      ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    })),
    offers: {
      '@type': 'Offer',
      url,
      price: frame.currentPrice.toFixed(2),
      priceCurrency: 'KES',
      availability: availability(frame),
      itemCondition: 'https://schema.org/NewCondition',
      seller: { '@type': 'Organization', name: SHOP_NAME, url: `${publicUrl}/` },
    },
  };
}

/** Home, the collection, and the frame: the trail a search result shows. */
export function breadcrumbLd(frame: FrameView, publicUrl: string): object {
  const trail: [string, string][] = [
    ['Home', `${publicUrl}/`],
    ['All Frames', `${publicUrl}/frames`],
    [frame.name, `${publicUrl}/frame/${frame.id}`],
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, item], i) => ({ '@type': 'ListItem', position: i + 1, name, item })),
  };
}

/** The shop itself, on the home page: a Store (an Organization) with its phone and e-mail. */
export function storeLd(publicUrl: string, phone: string, email: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    '@id': `${publicUrl}/#store`,
    name: SHOP_NAME,
    url: `${publicUrl}/`,
    description: 'Imported picture frames delivered across Kenya.',
    telephone: phone,
    email,
    currenciesAccepted: 'KES',
    address: { '@type': 'PostalAddress', addressCountry: 'KE' },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'sales',
      telephone: phone,
      email,
      areaServed: 'KE',
    },
  };
}
