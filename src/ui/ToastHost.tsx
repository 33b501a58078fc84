import { type ComponentType, type LazyExoticComponent, Suspense, useSyncExternalStore } from 'react';
import { onToasterRequested, toasterRequested } from './toast';

/**
 * Renders nothing until the first toast, then loads `toaster` (a lazy chunk): the storefront's plain one
 * (src/ui/ShopToaster.tsx) or the back-office's (src/admin/ui/AdminToaster.tsx). Both take their toasts
 * from `notify` (src/ui/toast.ts).
 */
export function ToastHost({ toaster: Toaster }: { toaster: LazyExoticComponent<ComponentType> }) {
  const wanted = useSyncExternalStore(onToasterRequested, toasterRequested, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
