/**
 * Toasts without their code in the first load: `notify` queues the toast and asks the host to load
 * the toaster chunk; once loaded, the toaster takes the queue and every later toast directly.
 */
export interface ToastRequest {
  title: string;
  description?: string;
  type: 'success' | 'error' | 'info' | 'warning';
  /** ms; docs/product.md §9: successes 3 s, errors 5 s. */
  duration?: number;
  /** A button in the toast (the back office's "Undo"). */
  action?: { label: string; onClick: () => void };
}

type Show = (toast: ToastRequest) => void;

let show: Show | null = null;
let queue: ToastRequest[] = [];
let requested = false;
const listeners = new Set<() => void>();

export function notify(toast: ToastRequest): void {
  if (show) {
    show(toast);
    return;
  }
  queue.push(toast);
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
}

/** For the host: whether the toaster chunk is wanted yet. */
export const toasterRequested = () => requested;
export function onToasterRequested(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called by the loaded toaster: takes the queue, then shows toasts directly. */
export function attachToaster(fn: Show) {
  show = fn;
  const pending = queue;
  queue = [];
  for (const t of pending) fn(t);
  return () => {
    if (show === fn) show = null;
  };
}
