import { type ReactNode, useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from 'urql';
import { PublicFramesQuery } from '../../api/documents/storefront';
import { formatAmount } from '../../ui/format';
import { FrameCard } from '../frames/FrameCard';
import { DisplayHeading, PageWidth } from '../layout/Page';
import type { KeepScroll } from '../layout/scrollKeeper';
import { FilterBar } from './FilterBar';
import {
  COLLECTION_PATH,
  type CollectionFilters,
  collectionUrl,
  hasFilters,
  pagesShown,
  pageVariables,
  readCollection,
} from './filters';

/** A move within the collection (a filter, Load more) keeps the shopper's place instead of starting at the top. */
const keepScroll: KeepScroll = { keepScroll: true };

/** One page's cards, laid into the shared grid (no wrapper): page 2 continues page 1's last row. */
function PageCards({ filters, page, first }: { filters: CollectionFilters; page: number; first: boolean }) {
  const [{ data }] = useQuery({ query: PublicFramesQuery, variables: pageVariables(filters, page) });
  return data?.publicFrames.data.map((frame, i) => (
    // The first row is the first screen: its pictures load at once, the rest as they come near.
    <FrameCard key={frame.id} frame={frame} position={i} priority={first && i < 4 ? 'eager' : 'lazy'} />
  ));
}

/**
 * A list's total as read. A search past 1,000 matches is counted to 1,000 (docs/api.md, `capped`); the
 * collection then says "1,000 frames" and offers those (the back office adds "+": the storefront's scripts
 * are at their 150 KB budget).
 */
const countText = (total: number) => (total === 1 ? '1 frame' : `${formatAmount(total)} frames`);

/**
 * The whole collection (`/frames`): search, category, sort and "in stock only" in the address; pages of
 * COLLECTION_PAGE_SIZE with a Load more link to the next page's address, which appends its cards. The
 * server renders the same address with the same cards, so every link works without scripts too.
 */
export function CollectionPage() {
  const [params] = useSearchParams();
  const { filters, page } = readCollection(params);
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'All Frames — Frame Shop';
  }, []);

  // Pages loaded here stay shown while the same filters load more (only a deep address opened as it is
  // starts later), so the cards above the shopper never disappear.
  const key = collectionUrl(filters);
  const kept = useRef({ key, first: pagesShown(page)[0] ?? 1 });
  if (kept.current.key !== key) kept.current = { key, first: pagesShown(page)[0] ?? 1 };
  kept.current.first = Math.min(kept.current.first, pagesShown(page)[0] ?? 1);
  const first = kept.current.first;
  const pages = Array.from({ length: page - first + 1 }, (_, i) => first + i);

  const [{ data, fetching, error }, reexecute] = useQuery({
    query: PublicFramesQuery,
    variables: pageVariables(filters, page),
  });
  const pagination = data?.publicFrames.pagination;
  const go = (next: CollectionFilters, replace = false) =>
    navigate(collectionUrl(next), { replace, state: keepScroll, preventScrollReset: true });

  let body: ReactNode;
  if (pagination && pagination.total === 0)
    body = hasFilters(filters) ? (
      <div className="collection-empty">
        <p>No frames match your search or filters.</p>
        <Link className="btn btn-outline" to={COLLECTION_PATH} state={keepScroll} preventScrollReset>
          Clear filters
        </Link>
      </div>
    ) : (
      <p className="frames-empty muted">No frames available at the moment.</p>
    );
  else
    body = (
      <>
        {first > 1 && (
          <Link className="collection-earlier" to={collectionUrl(filters, first - 1)}>
            Show earlier frames
          </Link>
        )}
        <div className="frames-grid" data-testid="frames-grid">
          {pages.map((p) => (
            <PageCards key={p} filters={filters} page={p} first={p === first} />
          ))}
        </div>
        <div className="collection-more">
          {fetching && !data ? (
            <div className="frames-state" role="status">
              <span className="spinner frames-spinner" />
              <p className="muted">Loading frames...</p>
            </div>
          ) : error && !data ? (
            <div className="frames-state frames-error" role="alert">
              <p className="frames-error-text">Failed to fetch frames</p>
              <button
                type="button"
                className="btn btn-outline"
                onClick={() => reexecute({ requestPolicy: 'network-only' })}
              >
                Retry
              </button>
            </div>
          ) : pagination && pagination.page < pagination.pages ? (
            <>
              <p className="muted">
                Showing {formatAmount(Math.min(pagination.total, page * pagination.limit))} of{' '}
                {formatAmount(pagination.total)}
              </p>
              <Link
                className="btn btn-outline btn-lg"
                to={collectionUrl(filters, page + 1)}
                state={keepScroll}
                preventScrollReset
              >
                Load more
              </Link>
            </>
          ) : null}
        </div>
      </>
    );

  return (
    <PageWidth as="section" className="collection" aria-labelledby="collection-title">
      <header className="collection-head">
        <p className="overline">The collection</p>
        <DisplayHeading as="h1" id="collection-title" className="collection-title">
          All Frames
        </DisplayHeading>
        <p className="muted collection-count" aria-live="polite">
          {pagination ? countText(pagination.total) : ' '}
        </p>
      </header>
      <FilterBar filters={filters} onChange={go} />
      {body}
    </PageWidth>
  );
}
