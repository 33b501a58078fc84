import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToasterRequested, toasterRequested } from './toast';

const ShopToaster = lazy(() => import('./Toaster'));

/** Renders nothing until the first toast, then loads the toaster. */
export function ToastHost() {
  const wanted = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <ShopToaster />
    </Suspense>
  ) : null;
}
