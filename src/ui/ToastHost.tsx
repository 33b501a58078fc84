import { type ComponentType, Suspense, useSyncExternalStore } from 'react';
import { QuietBoundary } from './RouteBoundary';
import { onToasterRequested, toasterRequested } from './toast';

/**
 * Renders nothing until the first toast, then loads `toaster` (a lazy chunk): the storefront's plain one
 * (src/ui/ShopToaster.tsx) or the back-office's (src/admin/ui/AdminToaster.tsx). Both take their toasts
 * from `notify` (src/ui/toast.ts). A toaster whose chunk does not load never takes the page down: toasts
 * wait in the queue until it loads (tried again once the browser is back online). `eager` loads it at once
 * (the back office's: a result that finds no connection toasts at once, when no chunk could load any more).
 */
export function ToastHost({ toaster: Toaster, eager = false }: { toaster: ComponentType; eager?: boolean }) {
  const requested = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  return requested || eager ? (
    <QuietBoundary>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QuietBoundary>
  ) : null;
}
