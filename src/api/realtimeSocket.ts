/**
 * The socket at `/api/ws` behind the graph's `shopEvents` subscription, opened when a page subscribes: the
 * rest exchange (restExchange.ts) turns each event into a subscription result that graphcache applies
 * (`updates.Subscription.shopEvents`, src/api/cache.ts). Reconnects with Effect's `Schedule`: exponential
 * from 1 s with jitter, capped at 30 s, started over after a stable connection.
 */
import { Duration, Effect, Schedule } from 'effect';
import { make, type Source } from 'wonka';
import { subscriptionFields } from '../../schema/rest';
import { apiBase } from './assets';

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

/** What a caller may set (through the subscription's context, src/api/realtime.ts). */
export interface SocketOptions {
  baseUrl?: string;
  WebSocket?: new (url: string) => SocketLike;
  /** The first reconnect delay (1 s); each failed attempt doubles it, with ±20 % jitter. */
  baseDelayMs?: number;
  /** The longest delay between attempts (30 s). */
  maxDelayMs?: number;
  /** A connection open this long (10 s) was stable: after it drops, the delays start over. */
  stableMs?: number;
  onStatus?: (status: SocketStatus) => void;
}

export interface EventSocketOptions extends SocketOptions {
  /** The token sent as `{type:'auth', token}` on every open (none: a visitor's socket). */
  token?: () => string | null;
  /**
   * Called on every open, the first one included, once events flow (the server's greeting; with a token,
   * its answer to it): whatever changed before may have been missed.
   */
  onLive?: () => void;
}

/** The events a visitor's socket passes on (server/services: frames, images, labels, marquee). */
export const PUBLIC_EVENTS: readonly string[] = [
  'frame.updated',
  'frame.created',
  'frame.deleted',
  'frames.reordered',
  'marquee.changed',
  'label.changed',
];

/** `http(s)://host/api` -> `ws(s)://host/api/ws`. */
export const socketUrl = (api = apiBase()) =>
  `${api.replace(/^http/, 'ws').replace(/\/+$/, '')}${subscriptionFields.shopEvents.path}`;

/** The reconnect delays: 1 s, 2 s, 4 s ... each ±20 %, never above the cap. */
export const reconnectSchedule = (baseMs = 1000, maxMs = 30_000) =>
  Schedule.exponential(Duration.millis(baseMs)).pipe(
    Schedule.jittered,
    Schedule.modifyDelay(({ duration }) => Effect.succeed(Duration.min(duration, Duration.millis(maxMs)))),
  );

/** A connection that closed before it was stable (or never opened): the back-off goes on. */
class Dropped extends Error {}

const parse = (data: unknown): ServerEvent | undefined => {
  try {
    const event = JSON.parse(String(data)) as ServerEvent;
    return event && typeof event.type === 'string' ? event : undefined;
  } catch {
    return undefined;
  }
};

/** One connection, from open to close: succeeds when it was stable, fails with `Dropped` otherwise. */
function connection(options: EventSocketOptions, emit: (event: ServerEvent) => void) {
  const Ctor = options.WebSocket ?? (globalThis.WebSocket as unknown as SocketOptions['WebSocket']);
  const stableMs = options.stableMs ?? 10_000;
  return Effect.callback<void, Dropped>((resume) => {
    if (!Ctor) return resume(Effect.die(new Error('WebSocket is not available')));
    const ws = new Ctor(socketUrl(options.baseUrl ?? apiBase()));
    let openedAt: number | undefined;
    let token: string | null | undefined;
    ws.onopen = () => {
      openedAt = Date.now();
      options.onStatus?.('open');
      token = options.token?.();
      if (token) ws.send(JSON.stringify({ type: 'auth', token }));
    };
    ws.onmessage = (message) => {
      const event = parse(message.data);
      if (!event) return;
      if (event.type === 'hello') {
        // A visitor receives every event from here; an admin once the token is answered.
        if (!token) options.onLive?.();
      } else if (event.type === 'auth.ok' || event.type === 'auth.error') {
        options.onStatus?.(event.type);
        if (token) options.onLive?.();
        token = null;
      } else if (options.token || PUBLIC_EVENTS.includes(event.type)) emit(event);
    };
    ws.onerror = () => undefined;
    ws.onclose = () => {
      options.onStatus?.('closed');
      const stable = openedAt !== undefined && Date.now() - openedAt >= stableMs;
      resume(stable ? Effect.void : Effect.fail(new Dropped()));
    };
    // Interrupted (the subscription ended): close without reconnecting.
    return Effect.sync(() => {
      ws.onclose = null;
      ws.onmessage = null;
      ws.close();
    });
  });
}

/**
 * The server's events as a source: the socket opens on subscribe, reconnects until the source is ended,
 * and closes then. A visitor's socket (no `token`) passes on only PUBLIC_EVENTS.
 */
export function eventSource(options: EventSocketOptions = {}): Source<ServerEvent> {
  const base = options.baseDelayMs ?? 1000;
  return make<ServerEvent>((observer) => {
    const controller = new AbortController();
    const run = connection(options, observer.next).pipe(
      Effect.retry(reconnectSchedule(base, options.maxDelayMs)),
      // After a stable connection drops, wait about the first delay, then back off from the start again.
      Effect.repeat(Schedule.spaced(Duration.millis(base)).pipe(Schedule.jittered)),
    );
    Effect.runFork(run, { signal: controller.signal });
    return () => controller.abort();
  });
}
