/**
 * The app's edge for machines: the actions every admin machine names (`toast`) bound to the app's toaster.
 * Machines get these with `machine.provide({ actions: adminActions, actors })`.
 */
import { type EventObject, fromCallback } from 'xstate';
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

/** For a machine's offline state (machines/connection.ts): `connection.online` when the browser is back online. */
export const awaitOnline = fromCallback<EventObject>(({ sendBack }) => {
  const online = () => sendBack({ type: 'connection.online' });
  window.addEventListener('online', online);
  return () => window.removeEventListener('online', online);
});
