/** Amounts and times as the storefront shows them (spec section 9). */

const amountFormat = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

/** 12500 -> '12,500'; 1999.5 -> '1,999.5'. Locale thousands separators, at most 2 decimals. */
export function formatAmount(value: number | string): string {
  const n = typeof value === 'string' ? Number.parseFloat(value) : value;
  return amountFormat.format(Number.isFinite(n) ? n : 0);
}

/** 12500 -> 'Ksh. 12,500'. */
export function formatKsh(value: number | string): string {
  return `Ksh. ${formatAmount(value)}`;
}

/** The percent off, rounded to 2 decimals (spec section 9): 3000 -> 2500 gives 16.67. */
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

/** 'Just now' under 60 s, then minutes, hours, days ago (spec section 9). */
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
