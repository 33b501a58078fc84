/**
 * The page links of a list (docs/product.md §9): every page up to 7 pages; beyond, the first and last page, the
 * current one with its neighbours, and an ellipsis for each gap.
 */
export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

export function pageItems(page: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const current = Math.min(Math.max(1, page), pages);
  // Near an end, show five pages on that side so the row keeps its width.
  const start = current <= 4 ? 2 : current >= pages - 3 ? pages - 4 : current - 1;
  const end = current <= 4 ? 5 : current >= pages - 3 ? pages - 1 : current + 1;
  const items: PageItem[] = [1];
  if (start > 2) items.push('ellipsis-start');
  for (let p = start; p <= end; p++) items.push(p);
  if (end < pages - 1) items.push('ellipsis-end');
  items.push(pages);
  return items;
}

/** First/last buttons appear above 10 pages (docs/product.md §9). */
export const showsFirstLast = (pages: number) => pages > 10;

/** The page-size options of admin lists (docs/product.md §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
