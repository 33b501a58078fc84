/**
 * The realtime tests' client (realtime.test.ts): a WebSocket peer that keeps every message it receives and
 * waits for the ones a test expects, a wait on a condition, and a flush (a marker event the peer must get).
 */
import { WebSocket } from 'ws';
import type { Events } from '../../server/services/events';

// biome-ignore lint/suspicious/noExplicitAny: messages are read loosely
export type Message = any;

/** A test client: keeps every message it receives, and waits for the ones a test expects. */
export class Peer {
  readonly messages: Message[] = [];
  private waiters: (() => void)[] = [];
  closed: { code: number; reason: string } | undefined;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (raw) => {
      this.messages.push(JSON.parse(raw.toString()));
      this.wake();
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      this.wake();
    });
  }

  static open(url: string, options: { autoPong?: boolean } = {}): Promise<Peer> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, options);
      const peer = new Peer(socket);
      socket.once('open', () => resolve(peer));
      socket.once('error', reject);
    });
  }

  private wake() {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  /** Resolves when `check` returns something (re-checked on every message and on close). */
  until<T>(check: () => T | undefined, what: string, timeoutMs = 5_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`timed out waiting for ${what}`)), timeoutMs);
      const attempt = () => {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          resolve(found);
        } else this.waiters.push(attempt);
      };
      attempt();
    });
  }

  next(type: string, match: (m: Message) => boolean = () => true): Promise<Message> {
    return this.until(() => this.messages.find((m) => m.type === type && match(m)), type);
  }

  waitClosed(): Promise<{ code: number; reason: string }> {
    return this.until(() => this.closed, 'close');
  }

  types(): string[] {
    return this.messages.map((m) => m.type);
  }

  send(value: unknown) {
    this.socket.send(typeof value === 'string' ? value : JSON.stringify(value));
  }

  async auth(token: string): Promise<Message> {
    const before = this.messages.length;
    this.send({ type: 'auth', token });
    return this.until(
      () => this.messages.slice(before).find((m) => m.type === 'auth.ok' || m.type === 'auth.error'),
      'auth answer',
    );
  }

  close() {
    this.socket.close();
  }
}

export async function waitFor<T>(
  check: () => T | undefined | false,
  what: string,
  timeoutMs = 5_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

let markers = 0;
/** Publishes a public marker event and waits until the peer has it: what was sent before it has arrived. */
export async function flushOn(events: Events, peer: Peer) {
  markers += 1;
  const id = markers;
  events.publish({ audience: 'public', type: 'test.marker', id });
  await peer.next('test.marker', (m) => m.id === id);
}
