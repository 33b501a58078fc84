/** Local-storage flags (docs/product.md §3), tolerant of blocked storage. */
export const PROMO_SEEN_KEY = 'newArrivalsSeen';
export const WELCOME_SEEN_KEY = 'firstVisitModalShown';

export function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeFlag(key: string): void {
  try {
    localStorage.setItem(key, 'true');
  } catch {
    // Storage blocked: the overlay may show again next time.
  }
}
