/** Amounts, times and pictures' alt texts as the shop writes them for people (docs/product.md §9). */

/**
 * 12500 -> '12,500'; 1999.5 -> '1,999.50': cents always as two decimals, a whole amount without any. What
 * `Intl.NumberFormat` gives with AMOUNT_FORMAT (tests/unit/ui/format.test.ts checks it against Intl over
 * generated amounts). Not Intl itself: the
 * first number format a browser tab creates loads the locale's data, 80-110 ms of main thread on this
 * machine's Chromium, in the middle of a phone's first render.
 */
export function formatAmount(value: number | string): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  const x = Number.isFinite(n) ? n : 0;
  const [whole, fraction] = roundToCents(Math.abs(x));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = x < 0 || Object.is(x, -0) ? '-' : '';
  return `${sign}${grouped}${fraction ? `.${fraction.padEnd(2, '0')}` : ''}`;
}

/** The Intl options formatAmount writes as (for code that may use Intl: the server's share previews). */
export const AMOUNT_FORMAT = {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  trailingZeroDisplay: 'stripIfInteger',
} as const satisfies Intl.NumberFormatOptions;

/**
 * A non-negative number's digits rounded half up at 2 decimals, on its shortest decimal form (as Intl
 * rounds: 1.005 -> 1.01, though the double is a little under 1.005): whole part, decimals without trailing zeros.
 */
function roundToCents(abs: number): [string, string] {
  const shortest = String(abs);
  if (shortest.includes('e')) return abs < 1 ? ['0', ''] : [BigInt(abs).toString(), ''];
  const [whole = '0', decimals = ''] = shortest.split('.');
  if (decimals.length <= 2) return [whole, decimals];
  const cents = BigInt(whole + decimals.slice(0, 2)) + (decimals[2]! >= '5' ? 1n : 0n);
  const digits = cents.toString().padStart(3, '0');
  return [digits.slice(0, -2), digits.slice(-2).replace(/0+$/, '')];
}

/** 12500 -> 'Ksh. 12,500'. */
export function formatKsh(value: number | string): string {
  return `Ksh. ${formatAmount(value)}`;
}

/** The percent off, rounded to 2 decimals (docs/product.md §9): 3000 -> 2500 gives 16.67. */
export function discountPercent(originalPrice: number, price: number): number {
  if (!(originalPrice > price) || !(originalPrice > 0)) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 10_000) / 100;
}

/** The discount tag: '-20% OFF', '-16.67% OFF'. */
export const discountTag = (originalPrice: number, price: number) =>
  `-${discountPercent(originalPrice, price)}% OFF`;

/** Rating to one decimal, clamped to 0..5: 4.26 -> '4.3'. */
export function formatRating(rating: number): string {
  const r = Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0));
  return r.toFixed(1);
}

/** The five stars of a rating, with halves: 3.6 -> full, full, full, half, empty. */
export function starsOf(rating: number): ('full' | 'half' | 'empty')[] {
  const r = Math.round(Math.min(5, Math.max(0, Number.isFinite(rating) ? rating : 0)) * 2) / 2;
  return [1, 2, 3, 4, 5].map((i) => (r >= i ? 'full' : r >= i - 0.5 ? 'half' : 'empty'));
}

/** 'Just now' under 60 s, then minutes, hours, days ago (docs/product.md §9). */
export function relativeTime(date: Date | string | number, now: number = Date.now()): string {
  const then = new Date(date).getTime();
  const seconds = Math.max(0, Math.floor((now - then) / 1000));
  if (seconds < 60) return 'Just now';
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/**
 * A picture's alt text (docs/api.md, Resources: Images): what staff wrote for it on the frame form, else the
 * frame's name and the picture's number ("Oak Classic — picture 2"). The storefront's pictures, the frame
 * page's structured data and the back office's placeholder all say it this way.
 */
export const defaultAlt = (name: string, index: number) => `${name} — picture ${index + 1}`;

export const altOf = (name: string, alt: string | null | undefined, index: number) =>
  alt?.trim() || defaultAlt(name, index);
