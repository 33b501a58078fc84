/**
 * The storefront's pages load in their own chunks, like the data layer (src/api/lazyClient.tsx): first
 * paint needs only the splash. main.tsx starts the current path's page at once, so it loads in parallel
 * with the data client while the splash shows.
 *
 * A page already loaded renders directly, not through React.lazy: lazy suspends once even for a
 * resolved module, and an interrupted retry render would start the page's queries again.
 */
import { type ComponentType, createElement, type FunctionComponent } from 'react';
import { isHomePath, paths } from '../routes';
import { lazyChunk } from '../ui/chunk';

function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  const start = () => {
    // A load that failed is started anew next time (the page's render tries again: src/ui/chunk.ts).
    pending ??= load().then(
      (c) => {
        loaded = c;
        return c;
      },
      (error: unknown): never => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazyChunk<P>(() => start().then((c) => ({ default: c })));
  const Page: FunctionComponent<P> = (props) => createElement(loaded ?? Lazy, props);
  return [Page, start] as const;
}

export const [HomePage, loadHomePage] = preloadable(() => import('./home/HomePage').then((m) => m.HomePage));
export const [FrameDetailPage, loadFrameDetailPage] = preloadable(() =>
  import('./detail/FrameDetailPage').then((m) => m.default),
);
export const [CollectionPage, loadCollectionPage] = preloadable(() =>
  import('./collection/CollectionPage').then((m) => m.CollectionPage),
);
export const [Marquee, loadMarquee] = preloadable(() => import('./layout/Marquee').then((m) => m.Marquee));

/** Starts loading what `path` shows (the marquee, and the page); settles when it is there or failed. */
export function preloadPage(path: string): Promise<unknown> {
  const page = isHomePath(path)
    ? loadHomePage()
    : path === '/frame' || path.startsWith('/frame/')
      ? loadFrameDetailPage()
      : path === paths.frames
        ? loadCollectionPage()
        : undefined;
  return Promise.allSettled([loadMarquee(), page]);
}
