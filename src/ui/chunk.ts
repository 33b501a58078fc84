/**
 * Code chunks that survive a bad connection: a chunk that fails to load is tried again after 1, 2 and 4 s,
 * or at once when the browser comes back online; a component whose chunk still failed can be loaded anew
 * (`retryFailedChunks`, which a route's error boundary calls from its Retry and when the browser is back
 * online). Chromium does not keep a failed dynamic import: the next `import()` fetches it again.
 */
import { type ComponentType, createElement, type FunctionComponent, lazy } from 'react';

const RETRY_DELAYS_MS = [1000, 2000, 4000];

/** Resolves after `ms`, or as soon as the browser says it is back online. */
function pause(ms: number) {
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}

/** `load`, tried again (after each of RETRY_DELAYS_MS) while it fails. */
export async function loadChunk<T>(load: () => Promise<T>): Promise<T> {
  for (const delay of RETRY_DELAYS_MS) {
    try {
      return await load();
    } catch {
      await pause(delay);
    }
  }
  return load();
}

/** The components whose chunk failed even so: each re-arms its lazy component. */
const failed = new Set<() => void>();

/** Loads anew, at their next render, the components whose chunk failed to load. */
export function retryFailedChunks() {
  const rearm = [...failed];
  failed.clear();
  for (const fn of rearm) fn();
}

/** React.lazy over `loadChunk`, loadable again after a failure (React.lazy keeps a failure for good). */
export function lazyChunk<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): FunctionComponent<P> {
  let Lazy: ComponentType<P>;
  const arm = () => {
    Lazy = lazy(() =>
      loadChunk(load).catch((error: unknown) => {
        failed.add(arm);
        throw error;
      }),
    );
  };
  arm();
  return (props: P) => createElement(Lazy, props);
}
