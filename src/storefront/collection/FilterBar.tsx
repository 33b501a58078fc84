import { startTransition, useEffect, useOptimistic, useRef, useState } from 'react';
import { useQuery } from 'urql';
import { PublicCategoriesQuery } from '../../api/documents/storefront';
import { COLLECTION_PATH, type CollectionFilters, SORTS } from './filters';

/** How long typing rests before the search is applied. */
const TYPING_MS = 400;

/**
 * The collection's filters: a plain GET form to `/frames` (without scripts its Search button applies them
 * all), and with scripts each change applies at once (the search once typing rests), as a new address.
 */
export function FilterBar({
  filters,
  onChange,
}: {
  filters: CollectionFilters;
  onChange: (next: CollectionFilters, replace?: boolean) => void;
}) {
  // What the controls show: the choice made at once, while the new address (a transition) loads its frames;
  // without it a controlled checkbox or select snaps back to the old value until then. A choice builds on
  // the one shown, not on the address: a second choice made before the first's address is in (a slow or
  // busy phone) keeps the first (storefront-collection e2e on a busy machine: 'In stock only' unticked by a
  // sort chosen right after it).
  const [shown, show] = useOptimistic(filters);
  const choose = (next: CollectionFilters) =>
    startTransition(() => {
      show(next);
      onChange(next);
    });
  const [{ data }] = useQuery({ query: PublicCategoriesQuery });
  const categories = data?.publicCategories ?? [];
  // The category in the address as the list spells it (the API matches any case); one not listed is kept.
  const category = categories.find((c) => c.toLowerCase() === shown.category.toLowerCase()) ?? shown.category;
  const options = category && !categories.includes(category) ? [category, ...categories] : categories;

  const [text, setText] = useState(filters.search);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an address change from elsewhere (Back, a link) resets the box
  useEffect(() => {
    if (text.trim() !== filters.search) setText(filters.search);
  }, [filters.search]);
  const latest = useRef({ filters, onChange });
  latest.current = { filters, onChange };
  useEffect(() => {
    const search = text.trim();
    if (search === filters.search) return;
    // Typing refines one search: it replaces the address it made, and starts a new one from none.
    const timer = setTimeout(() => {
      const { filters: now, onChange: apply } = latest.current;
      apply({ ...now, search }, now.search !== '');
    }, TYPING_MS);
    return () => clearTimeout(timer);
  }, [text, filters.search]);

  return (
    <form
      className="collection-filters"
      aria-label="Filter frames"
      method="get"
      action={COLLECTION_PATH}
      onSubmit={(e) => {
        e.preventDefault();
        onChange({ ...filters, search: text.trim() });
      }}
    >
      <div className="collection-search">
        <label htmlFor="collection-search" className="visually-hidden">
          Search frames
        </label>
        <input
          id="collection-search"
          className="collection-input"
          type="search"
          name="search"
          placeholder="Search frames"
          maxLength={200}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn">
          Search
        </button>
      </div>
      <label className="collection-field">
        <span>Category</span>
        <select
          name="category"
          className="collection-input"
          value={category}
          onChange={(e) => choose({ ...shown, category: e.target.value })}
        >
          <option value="">All categories</option>
          {options.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="collection-field">
        <span>Sort by</span>
        <select
          name="sort"
          className="collection-input"
          value={shown.sort}
          onChange={(e) => choose({ ...shown, sort: e.target.value as CollectionFilters['sort'] })}
        >
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <label className="collection-check">
        <input
          type="checkbox"
          name="status"
          value="IN_STOCK"
          checked={shown.inStock}
          onChange={(e) => choose({ ...shown, inStock: e.target.checked })}
        />
        In stock only
      </label>
    </form>
  );
}
