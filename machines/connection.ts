/**
 * A save that fails for lack of a connection is a state of its machine (`offline`), not a failure like a
 * server's refusal: the work stays on screen, the message says the connection failed, and the save is tried
 * again once when the browser is back online (`connection.online`, sent by the `awaitOnline` actor that
 * the app's edge provides: the window's 'online' event) or when the user asks (Retry).
 *
 * A connection failure is the http layer's `NetworkError` (no answer, or one whose body cannot be read),
 * told apart by its tag from an `HttpError` (the server answered and refused).
 */
import { type EventObject, fromCallback } from 'xstate';
import type { ToastParams } from './toast';

/**
 * What a connection failure says. The notice on screen (`lost`, `imagesLost`) has no title of its own, so it
 * begins with the words; the toast says them once, as its title, over what happens to the work (`kept`,
 * `imagesKept`).
 */
export const CONNECTION_TEXTS = {
  title: 'Connection failed',
  kept: 'Your changes are kept and will be saved again when you are back online.',
  imagesKept: 'The frame is saved; its images will be uploaded when you are back online.',
  lost: 'Connection failed: your changes are kept and will be saved again when you are back online.',
  imagesLost: 'Connection failed: the frame is saved; its images will be uploaded when you are back online.',
} as const;

/** The failure toast of a save that found no connection: the title once, then what happens to the work. */
export const connectionToast = (description: string = CONNECTION_TEXTS.kept): ToastParams => ({
  type: 'error',
  title: CONNECTION_TEXTS.title,
  description,
});

/** The event the edge sends when the browser is back online. */
export interface OnlineEvent {
  type: 'connection.online';
}

/** Whether a call failed for lack of a connection (the http layer's `NetworkError`), not a server's answer. */
export const isConnectionLost = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { _tag?: unknown })._tag === 'NetworkError';

/** A guard on an actor's error event: the call found no connection. */
export const connectionLost = ({ event }: { event: EventObject }) =>
  isConnectionLost((event as { error?: unknown }).error);

/** The placeholder for `awaitOnline`: the app's edge provides one that sends `connection.online`. */
export const awaitOnlinePlaceholder = fromCallback<EventObject>(() => undefined);

/** What an offline state invokes: `awaitOnline`, which sends `connection.online` once back online. */
export const awaitingOnline = { id: 'awaitOnline', src: 'awaitOnline' } as const;

/** The connection toast's params: an offline state's `entry: { type: 'toast', params: CONNECTION_LOST }`. */
export const CONNECTION_LOST: ToastParams = /* @__PURE__ */ connectionToast();

/** What an offline state does on entry: the connection toast. */
export const connectionLostToast = { type: 'toast', params: connectionToast() } as const;

/** What a machine with an offline state adds to its actors: `awaitOnline` (the app's edge provides it). */
export const offlineActors = { awaitOnline: awaitOnlinePlaceholder };

/**
 * What every offline state is: the connection toast on entry, waiting to be back online. Machines write it out
 * (`entry: { type: 'toast', params: CONNECTION_LOST }, invoke: { id: 'awaitOnline', src: 'awaitOnline' }`) so
 * the visualizer sees it; spreading this is the older form.
 */
export const whileOffline = { entry: connectionLostToast, invoke: awaitingOnline } as const;
