import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZES } from './pageItems';

type Defaults = Record<string, string | number>;
type Values<D extends Defaults> = { [K in keyof D]: D[K] extends number ? number : string };

/**
 * A list's page, size, search and filters, kept in the URL (so a reload, a shared link or Back shows the
 * same list). Values equal to their default are left out of the URL. Changing anything but `page` goes
 * back to page 1. Numbers that are not positive integers fall back to their default; `limit` must be one
 * of the page sizes.
 */
export function useListParams<D extends Defaults>(
  defaults: D,
): [Values<D>, (change: Partial<Values<D>>) => void] {
  const [params, setParams] = useSearchParams();
  // The defaults are a literal at the call site: their content, not their identity, matters.
  const key = JSON.stringify(defaults);
  const fixed = useMemo(() => JSON.parse(key) as D, [key]);
  const values = useMemo(() => {
    const out: Record<string, string | number> = {};
    for (const [name, fallback] of Object.entries(fixed)) {
      const raw = params.get(name);
      if (typeof fallback === 'number') {
        const n = raw === null ? Number.NaN : Number(raw);
        const valid =
          Number.isInteger(n) &&
          n >= 1 &&
          (name !== 'limit' || (PAGE_SIZES as readonly number[]).includes(n));
        out[name] = valid ? n : fallback;
      } else out[name] = raw ?? fallback;
    }
    return out as Values<D>;
  }, [params, fixed]);

  const set = useCallback(
    (change: Partial<Values<D>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const resetsPage = Object.keys(change).some((k) => k !== 'page');
          for (const [name, value] of Object.entries(change)) {
            if (value === undefined || value === '' || String(value) === String(fixed[name]))
              next.delete(name);
            else next.set(name, String(value));
          }
          if (resetsPage && !('page' in change)) next.delete('page');
          return next;
        },
        { replace: !('page' in change) },
      );
    },
    [setParams, fixed],
  );
  return [values, set];
}
