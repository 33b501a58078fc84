/**
 * The socket at `/api/ws`, shared by the storefront's live updates (src/api/publicRealtime.ts) and the
 * admin's realtime client (src/api/realtime.ts): reconnects with back-off (1 s doubling, capped at 30 s,
 * reset by a successful open); every accepted server event becomes a local `applyEvent` mutation, whose
 * graphcache updater writes or invalidates the cache (src/api/cache.ts). Imports no admin documents.
 */
import type { Client } from '@urql/core';
import { apiBase } from './assets';
import { ApplyEventMutation } from './documents/events';

/** What the server sends (server/services/realtime.service.ts): `data` is the frame view for frame.created/updated. */
export interface ServerEvent {
  type: string;
  id?: number;
  data?: unknown;
}

export interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export type SocketStatus = 'open' | 'closed' | 'auth.ok' | 'auth.error';

export interface SocketOptions {
  baseUrl?: string;
  WebSocket?: new (url: string) => SocketLike;
  baseDelayMs?: number;
  maxDelayMs?: number;
  onEvent?: (event: ServerEvent) => void;
  onStatus?: (status: SocketStatus) => void;
}

export interface EventSocketOptions extends SocketOptions {
  /** Which events reach the cache (all when absent). */
  accept?: (event: ServerEvent) => boolean;
  /** The token sent as `{type:'auth', token}` on every open (none: a visitor's socket). */
  token?: () => string | null;
  /** Called on every open after the first (a reconnect): events may have been missed meanwhile. */
  onReconnect?: () => void;
}

export interface EventSocket {
  /** Re-sends the token (after a login). */
  authenticate(): void;
  close(): void;
}

/** `http(s)://host/api` -> `ws(s)://host/api/ws`. */
export const socketUrl = (api = apiBase()) => `${api.replace(/^http/, 'ws').replace(/\/+$/, '')}/ws`;

/** Hands an event to graphcache through the local `applyEvent` mutation. */
export const applyServerEvent = (client: Client, event: ServerEvent) =>
  client
    .mutation(ApplyEventMutation, { type: event.type, id: event.id ?? null, data: event.data ?? null })
    .toPromise();

export function openEventSocket(client: Client, options: EventSocketOptions = {}): EventSocket {
  const Ctor = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketOptions['WebSocket']);
  if (!Ctor) throw new Error('WebSocket is not available');
  const base = options.baseDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  let attempt = 0;
  let opened = 0;
  let socket: SocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const sendToken = (ws: SocketLike) => {
    const token = options.token?.();
    if (token && ws.readyState === 1) ws.send(JSON.stringify({ type: 'auth', token }));
  };

  const open = () => {
    if (stopped) return;
    const ws = new Ctor(socketUrl(options.baseUrl ?? apiBase()));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      opened += 1;
      options.onStatus?.('open');
      const token = options.token?.();
      if (token) ws.send(JSON.stringify({ type: 'auth', token }));
      if (opened > 1) options.onReconnect?.();
    };
    ws.onmessage = (message) => {
      let event: ServerEvent;
      try {
        event = JSON.parse(String(message.data)) as ServerEvent;
      } catch {
        return;
      }
      if (!event || typeof event.type !== 'string') return;
      if (event.type === 'auth.ok' || event.type === 'auth.error') return options.onStatus?.(event.type);
      if (options.accept && !options.accept(event)) return;
      options.onEvent?.(event);
      void applyServerEvent(client, event);
    };
    ws.onerror = () => undefined;
    ws.onclose = () => {
      options.onStatus?.('closed');
      if (stopped || socket !== ws) return;
      const delay = Math.min(base * 2 ** attempt, max);
      attempt += 1;
      timer = setTimeout(open, delay);
    };
  };

  open();
  return {
    authenticate() {
      if (socket) sendToken(socket);
    },
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    },
  };
}
