/**
 * The storefront's live updates (spec: an open storefront reflects a frame going sold out or coming back):
 * a visitor's socket (no token) whose catalogue events go into graphcache, so cards and the detail page
 * update without a reload. Imports no admin code; loaded lazily after first paint (useLiveCatalogue).
 */
import type { Client } from '@urql/core';
import { applyServerEvent, openEventSocket, type ServerEvent, type SocketOptions } from './realtimeSocket';

/** The public events (server/services: frames, images, labels, marquee). */
export const PUBLIC_EVENTS: readonly string[] = [
  'frame.updated',
  'frame.created',
  'frame.deleted',
  'frames.reordered',
  'marquee.changed',
  'label.changed',
];

export const isPublicEvent = (event: ServerEvent) => PUBLIC_EVENTS.includes(event.type);

export function connectPublicRealtime(client: Client, options: SocketOptions = {}) {
  const socket = openEventSocket(client, {
    ...options,
    accept: isPublicEvent,
    // Back after a drop (a phone asleep, a network change): events may be missed, so the frame lists and
    // the marquee are fetched again (revalidated with their ETags: unchanged ones cost a 304).
    onReconnect: () => {
      void applyServerEvent(client, { type: 'frame.updated' });
      void applyServerEvent(client, { type: 'marquee.changed' });
    },
  });
  return { close: () => socket.close() };
}
