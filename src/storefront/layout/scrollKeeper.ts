import { useLayoutEffect } from 'react';
import { type Location, useLocation, useNavigationType } from 'react-router-dom';

const STORE_KEY = 'scrollPositions';

/** Where each history entry was scrolled to (by entryKey), for Back, Forward and a reload of the tab. */
const positions = new Map<string, number>(readStored());

function readStored(): [string, number][] {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(STORE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.slice(-50) : [];
  } catch {
    return [];
  }
}

function store() {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-50)));
  } catch {
    // Storage full or refused: Back still works within the page's life.
  }
}

/** How long a landing place is held while the page's content arrives and grows, unless the shopper scrolls. */
const HOLD_MS = 10_000;

/**
 * Keeps a place on screen while the page grows under it: `target` is asked again on every size change of
 * the page (cards arriving in batches, a form loading) until the shopper scrolls, clicks or types, or
 * HOLD_MS passes. Returns the stop function.
 */
/** True while a place is being held: the scrolls then are the keeper's own, not a place the shopper chose. */
let holding = false;

function hold(target: () => number | null) {
  let done = false;
  holding = true;
  const apply = () => {
    if (done) return;
    const y = target();
    if (y !== null && Math.abs(window.scrollY - y) > 1) window.scrollTo({ top: y, behavior: 'instant' });
  };
  const observer = new ResizeObserver(apply);
  const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    if (done) return;
    done = true;
    holding = false;
    observer.disconnect();
    clearTimeout(timer);
    for (const type of inputs) window.removeEventListener(type, stop);
  };
  for (const type of inputs) window.addEventListener(type, stop, { passive: true });
  const timer = setTimeout(stop, HOLD_MS);
  observer.observe(document.documentElement);
  apply();
  return stop;
}

/** The page offset that puts the element of `hash` at the top (its scroll-margin kept), or null until it exists. */
function hashTarget(hash: string) {
  return () => {
    const el = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!el) return null;
    const margin = Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0;
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return Math.max(0, Math.min(max, el.getBoundingClientRect().top + window.scrollY - margin));
  };
}

/** The field of `history.state` that names a document's first entry (React Router's own fields are kept). */
const ENTRY_FIELD = 'scrollEntry';

/**
 * A key of this history entry, unique across documents. React Router's location key is unique for the
 * entries it pushes, but is 'default' for the entry a document was loaded into: every fresh load of the tab
 * shares it, and a frame link opened where the shopper had scrolled the home page would land at the home
 * page's place. That entry gets a key of its own in its `history.state`, which the browser keeps for a
 * reload and for Back/Forward into it from another document, and which a fresh load does not have.
 */
function entryKey(routerKey: string): string {
  if (routerKey !== 'default') return routerKey;
  const state: unknown = window.history.state;
  const own = state && typeof state === 'object' ? (state as Record<string, unknown>)[ENTRY_FIELD] : null;
  if (typeof own === 'string') return own;
  const key = `entry-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
  window.history.replaceState({ ...(state as object | null), [ENTRY_FIELD]: key }, '');
  return key;
}

/** A navigation's state that keeps the scroll where it is (a filter or Load more on the collection page). */
export interface KeepScroll {
  keepScroll: true;
}
const keepsScroll = (state: unknown) => (state as Partial<KeepScroll> | null)?.keepScroll === true;

function landing(location: Location, key: string, popped: boolean): (() => number | null) | 'top' | null {
  const saved = positions.get(key);
  if (popped && saved !== undefined) {
    // Back or Forward: the place the shopper left, once the page is tall enough to have it again.
    return () => {
      const max = document.documentElement.scrollHeight - window.innerHeight;
      return max >= saved - 1 ? saved : max;
    };
  }
  if (location.hash.length > 1) return hashTarget(location.hash);
  return popped || keepsScroll(location.state) ? null : 'top';
}

/**
 * Scroll positions across the storefront's navigations: a new page starts at its top, a `#section`
 * address lands on that section once the content above it is laid out, and Back, Forward or a reload
 * return to the place the shopper left (kept in sessionStorage when the page goes). The browser's own
 * restoration is off: it runs before the content is there.
 */
export function useScrollKeeper() {
  const location = useLocation();
  const popped = useNavigationType() === 'POP';

  useLayoutEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    window.addEventListener('pagehide', store);
    return () => window.removeEventListener('pagehide', store);
  }, []);

  // Record this entry's place as the shopper scrolls (a layout effect: removed before the next page's
  // shorter content can clamp the scroll and be recorded as this entry's place).
  useLayoutEffect(() => {
    const key = entryKey(location.key);
    const save = () => {
      if (!holding) positions.set(key, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, [location.key]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useLayoutEffect(() => {
    const target = landing(location, entryKey(location.key), popped);
    if (target === null) return;
    if (target === 'top') {
      window.scrollTo({ top: 0, behavior: 'instant' });
      return;
    }
    return hold(target);
  }, [location.key]);
}
