/**
 * What a machine asks the screen to announce: the params of its `toast` action. Machines name the spec's
 * texts here, so the visualizer and the tests see them; the app provides the action (src/admin/edge.ts).
 */
export interface ToastParams {
  type: 'success' | 'error' | 'warning' | 'info';
  title: string;
  description?: string;
  /** ms; unset: 3 s for a success, 5 s for an error (docs/product.md §10.7). */
  duration?: number;
}

/** An admin failure toast (docs/product.md §8: title 'Error', destructive styling). */
export const errorToast = (description: string): ToastParams => ({
  type: 'error',
  title: 'Error',
  description,
});

/** A success toast. */
export const successToast = (description: string, title = 'Success'): ToastParams => ({
  type: 'success',
  title,
  description,
});

/** The placeholder for setup({ actions }): the app's edge provides the real one. */
export const toastPlaceholder = (_: unknown, _params: ToastParams) => {};
