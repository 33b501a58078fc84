/**
 * The app's edge for machines: the actions every admin machine names (`toast`) bound to the app's toaster.
 * Machines get these with `machine.provide({ actions: adminActions, actors })`.
 */
import type { ToastParams } from '../../machines/toast';
import { notify } from '../ui/toast';

export const adminActions = {
  toast: (_: unknown, params: ToastParams) => notify(params),
};

/** A failure's text: the server's message when there is one, else the spec's default. */
export const messageOf = (error: unknown, fallback: string) => {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return message.trim() ? message : fallback;
};
