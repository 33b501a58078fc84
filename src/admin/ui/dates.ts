/**
 * How the admin shows dates (lists, cards, a frame's page and history): en-GB with the month in words, in the
 * browser's time zone, as `toLocaleDateString('en-GB', DATE_FORMAT)` and `toLocaleString('en-GB',
 * DATE_TIME_FORMAT)` write them (tests/unit/admin/dates.test.ts checks it against Intl over generated
 * instants). Not Intl itself: a page's first date formatter loads the locale's data, 29 ms of main thread on
 * this machine's Chromium at every admin load that shows a date (docs/bench.md), as src/ui/format.ts found
 * for amounts.
 */

/** The Intl options these functions write as. */
export const DATE_FORMAT = { day: 'numeric', month: 'short', year: 'numeric' } as const;
export const DATE_TIME_FORMAT = { ...DATE_FORMAT, hour: '2-digit', minute: '2-digit' } as const;

/** en-GB's short month names (September is 'Sept'). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const twoDigits = (n: number) => String(n).padStart(2, '0');

/** '12 Mar 2025'; 'Invalid Date' for a value that is no date (as toLocaleDateString writes it). */
export function formatDate(iso: string) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return String(at);
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}`;
}

/** '12 Mar 2025, 14:05' (24-hour clock). */
export function formatDateTime(iso: string) {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return String(at);
  return `${formatDate(iso)}, ${twoDigits(at.getHours())}:${twoDigits(at.getMinutes())}`;
}
