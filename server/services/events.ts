import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from '../db/client';
import type { FrameSignature } from './frameView';

/**
 * What changed, told to open storefronts and admin panels. `audience: 'public'` reaches every socket
 * (catalogue changes); `'admin'` only authenticated admin sockets (messages, activity).
 */
export interface ShopEvent {
  audience: 'public' | 'admin';
  /** e.g. `frame.updated`, `frame.deleted`, `frames.reordered`, `marquee.changed`, `message.created`. */
  type: string;
  id?: number;
  data?: unknown;
  /** A frame change: the frame's list signature before it (lets the catalogue cache keep what it cannot alter). */
  previous?: FrameSignature;
}

const CHANNEL = 'shop_events';

/** In-process bus; with PostgreSQL, events also cross server instances through LISTEN/NOTIFY. */
export class Events {
  private readonly emitter = new EventEmitter();
  private readonly origin = randomUUID();
  private stop: (() => Promise<void>) | undefined;

  constructor(private readonly database: Database) {
    this.emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    this.stop = await this.database.listen(CHANNEL, (payload) => {
      try {
        const { origin, event } = JSON.parse(payload) as { origin: string; event: ShopEvent };
        if (origin !== this.origin) this.emitter.emit('event', event);
      } catch {
        // A malformed notification from outside is ignored.
      }
    });
  }

  publish(event: ShopEvent): void {
    this.emitter.emit('event', event);
    const payload = JSON.stringify({ origin: this.origin, event });
    // NOTIFY payloads are limited to 8000 bytes: send the bare event when the data is large.
    const small =
      payload.length < 7900
        ? payload
        : JSON.stringify({ origin: this.origin, event: { ...event, data: undefined } });
    this.database.notify(CHANNEL, small).catch(() => {});
  }

  subscribe(listener: (event: ShopEvent) => void): () => void {
    this.emitter.on('event', listener);
    return () => this.emitter.off('event', listener);
  }

  async close(): Promise<void> {
    await this.stop?.();
  }
}
