/**
 * The realtime client: a socket at `/api/ws`; admin connections authenticate with `{type:'auth', token}`;
 * reconnects with back-off (1 s doubling, capped at 30 s); every server event becomes a local
 * `applyEvent` mutation, whose graphcache updater writes or invalidates the cache (src/api/cache.ts).
 */
import { apiBase } from './assets';
import type { ShopClient } from './client';
import { TOKEN_KEY } from './client';
import { ApplyEventMutation } from './documents/admin';

export interface ServerEvent {
  type: string;
  id?: number;
  data?: unknown;
}

interface SocketLike {
  readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  send(data: string): void;
  close(): void;
}

export interface RealtimeOptions {
  /** Authenticate as admin with the stored token. */
  admin?: boolean;
  baseUrl?: string;
  WebSocket?: new (url: string) => SocketLike;
  baseDelayMs?: number;
  maxDelayMs?: number;
  onEvent?: (event: ServerEvent) => void;
  onStatus?: (status: 'open' | 'closed' | 'auth.ok' | 'auth.error') => void;
}

/** `http(s)://host/api` -> `ws(s)://host/api/ws`. */
export const socketUrl = (api = apiBase()) => `${api.replace(/^http/, 'ws').replace(/\/+$/, '')}/ws`;

export function connectRealtime(client: ShopClient, options: RealtimeOptions = {}) {
  const Ctor = options.WebSocket ?? (globalThis.WebSocket as unknown as RealtimeOptions['WebSocket']);
  if (!Ctor) throw new Error('WebSocket is not available');
  const base = options.baseDelayMs ?? 1000;
  const max = options.maxDelayMs ?? 30_000;
  let attempt = 0;
  let socket: SocketLike | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const apply = (event: ServerEvent) => {
    options.onEvent?.(event);
    void client
      .mutation(ApplyEventMutation, { type: event.type, id: event.id ?? null, data: event.data ?? null })
      .toPromise();
  };

  const open = () => {
    if (stopped) return;
    const ws = new Ctor(socketUrl(options.baseUrl ?? apiBase()));
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      options.onStatus?.('open');
      const token = options.admin ? client.storage.getItem(TOKEN_KEY) : null;
      if (token) ws.send(JSON.stringify({ type: 'auth', token }));
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
      apply(event);
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
    /** Re-sends the token (after a login). */
    authenticate() {
      const token = client.storage.getItem(TOKEN_KEY);
      if (token && socket?.readyState === 1) socket.send(JSON.stringify({ type: 'auth', token }));
    },
    close() {
      stopped = true;
      if (timer) clearTimeout(timer);
      socket?.close();
    },
  };
}
