/**
 * The collection page's address (`/frames?search=&category=&sort=&status=IN_STOCK&page=`): every filter
 * lives in it, so Back, reload, a shared link and a crawler all see the same cards. Pure: the page, the
 * server render (src/entry-server.tsx) and the server's head (server/plugins/spa.ts) read it alike.
 */

/** Frames per page: the API's page size for the collection (divides into rows of 1, 2, 3, 4 and 6). */
export const COLLECTION_PAGE_SIZE = 24;
/** At most this many pages are shown at once; a deeper address starts later and links to the earlier ones. */
export const MAX_PAGES_SHOWN = 5;

export const COLLECTION_PATH = '/frames';

/** The API's sorts (GET /api/public/frames `sort`), with what the shopper reads. */
export const SORTS = [
  { value: 'display', label: 'Featured' },
  { value: 'price_asc', label: 'Price: low to high' },
  { value: 'price_desc', label: 'Price: high to low' },
  { value: 'newest', label: 'Newest' },
  { value: 'rating', label: 'Top rated' },
] as const;
export type CollectionSort = (typeof SORTS)[number]['value'];

export interface CollectionFilters {
  search: string;
  category: string;
  sort: CollectionSort;
  inStock: boolean;
}

export const NO_FILTERS: CollectionFilters = { search: '', category: '', sort: 'display', inStock: false };

const isSort = (value: string | null): value is CollectionSort => SORTS.some((s) => s.value === value);

/** The filters and page an address asks for; anything the API would refuse reads as its default. */
export function readCollection(params: URLSearchParams): { filters: CollectionFilters; page: number } {
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    filters: {
      // The API's limits: a search of at most 200 characters, a category of at most 60.
      search: (params.get('search') ?? '').trim().slice(0, 200),
      category: (params.get('category') ?? '').trim().slice(0, 60),
      sort: isSort(sort) ? sort : 'display',
      inStock: params.get('status') === 'IN_STOCK',
    },
    page: Number.isInteger(page) && page >= 1 && page <= 1_000_000 ? page : 1,
  };
}

/** The address of these filters at this page: defaults left out, always in one order (the canonical form). */
export function collectionUrl(filters: CollectionFilters, page = 1): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.category) params.set('category', filters.category);
  if (filters.sort !== 'display') params.set('sort', filters.sort);
  if (filters.inStock) params.set('status', 'IN_STOCK');
  if (page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `${COLLECTION_PATH}?${query}` : COLLECTION_PATH;
}

export const hasFilters = (f: CollectionFilters) => Boolean(f.search || f.category || f.inStock);

/** The pages an address shows: up to MAX_PAGES_SHOWN, ending at its page. */
export function pagesShown(page: number): number[] {
  const first = Math.max(1, page - MAX_PAGES_SHOWN + 1);
  return Array.from({ length: page - first + 1 }, (_, i) => first + i);
}

/** The `PublicFrames` query's variables for one page (only what is set: one cache key per page). */
export function pageVariables(filters: CollectionFilters, page: number) {
  return {
    page,
    limit: COLLECTION_PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.category ? { category: filters.category } : {}),
    ...(filters.sort !== 'display' ? { sort: filters.sort } : {}),
    ...(filters.inStock ? { status: 'IN_STOCK' as const } : {}),
  };
}
