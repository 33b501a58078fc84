import { useCallback, useMemo, useRef } from 'react';
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
  // The URL's parameters as last set or rendered. react-router hands a functional update the parameters of
  // the render it was made in: a change made before the previous one had rendered (a filter chosen right
  // after the debounced search was sent, on a busy phone) merged into the older URL and put the old search
  // back. Each change starts from the newest parameters instead; a render (Back, a link) replaces them.
  const latest = useRef({ rendered: params, next: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, next: params };
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
      const next = new URLSearchParams(latest.current.next);
      const resetsPage = Object.keys(change).some((k) => k !== 'page');
      for (const [name, value] of Object.entries(change)) {
        if (value === undefined || value === '' || String(value) === String(fixed[name])) next.delete(name);
        else next.set(name, String(value));
      }
      if (resetsPage && !('page' in change)) next.delete('page');
      latest.current.next = next;
      setParams(next, { replace: !('page' in change) });
    },
    [setParams, fixed],
  );
  return [values, set];
}
