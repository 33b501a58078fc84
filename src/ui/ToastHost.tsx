import { type ComponentType, Suspense, useSyncExternalStore } from 'react';
import { QuietBoundary } from './RouteBoundary';
import { onToasterRequested, toasterRequested } from './toast';

/**
 * Renders nothing until the first toast, then loads `toaster` (a lazy chunk): the storefront's plain one
 * (src/ui/ShopToaster.tsx) or the back-office's (src/admin/ui/AdminToaster.tsx). Both take their toasts
 * from `notify` (src/ui/toast.ts). A toaster whose chunk does not load never takes the page down: toasts
 * wait in the queue until it loads (tried again once the browser is back online).
 */
export function ToastHost({ toaster: Toaster }: { toaster: ComponentType }) {
  const wanted = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  return wanted ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
