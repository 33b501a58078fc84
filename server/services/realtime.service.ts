import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';
import type { ServiceDeps } from './deps';
import type { ShopEvent } from './events';
import type { PublicUser } from './userView';

/** Checks a token and re-reads its user; throws when the token is bad or the user suspended or deleted. */
export type Authenticate = (token: string) => Promise<PublicUser>;

interface AdminSession {
  token: string;
  user: PublicUser;
  /** When the user was last read from the database (ms). */
  checkedAt: number;
}

interface Client {
  socket: WebSocket;
  alive: boolean;
  admin: AdminSession | undefined;
  /** Bumped by every auth attempt, so only the latest one applies. */
  authSeq: number;
  /** Deliveries to this client, in order (admin events may wait for a re-check of the user). */
  queue: Promise<void>;
  authenticate: Authenticate;
}

const OPEN = 1;
/** Why an upgrade to `/api/ws` is refused: answered over HTTP, before any WebSocket exists (docs/api.md). */
export interface Refusal {
  status: 429 | 503;
  message: string;
  /** Seconds before a new attempt is worth it (Retry-After). */
  retryAfter: number;
}
export const TOO_MANY_FROM_ADDRESS: Refusal = {
  status: 429,
  message: 'Too many live connections from your address. Please try again later.',
  retryAfter: 30,
};
export const TOO_MANY_IN_ALL: Refusal = {
  status: 503,
  message: 'Server busy: too many live connections. Please try again later.',
  retryAfter: 30,
};
export const SHUTTING_DOWN: Refusal = {
  status: 503,
  message: 'The server is shutting down. Please try again in a moment.',
  retryAfter: 5,
};
/**
 * How long a socket the server closes (a stop, or any other close) waits for the client's answer to its close
 * frame before it is destroyed: a client that never answers holds no file descriptor beyond this.
 */
export const CLOSE_TIMEOUT_MS = 1_000;
/** A client that lets this much pile up unread is dropped rather than buffered without end. */
const MAX_BUFFERED = 4 * 1024 * 1024;

const failureMessage = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Invalid token';

/**
 * The sockets at `/api/ws`. Every socket receives `public` events; one that authenticated with an admin
 * token also receives `admin` events, as long as its user stays active (re-read at most every
 * `recheckMs`, and at once on `user.*` events).
 */
export class RealtimeService {
  private readonly clients = new Set<Client>();
  /**
   * The connections admitted to `/api/ws`, per client address and in all: each holds a file descriptor, which
   * pictures need too. A place is taken when an upgrade is admitted and given back when its TCP connection
   * closes (an upgrade that fails, an error, a close, a terminate alike), so the count is exact.
   */
  private readonly perAddress = new Map<string, number>();
  private admitted = 0;
  private unsubscribe: (() => void) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  /** Ping period; a socket that did not answer the previous ping is terminated. */
  heartbeatMs = 30_000;
  /** How long an admin's user record is trusted before it is read again. */
  recheckMs = 5_000;

  constructor(protected readonly deps: ServiceDeps) {}

  /** How many sockets are open, and how many of them are authenticated admins. */
  counts(): { totalConnections: number; adminConnections: number } {
    let adminConnections = 0;
    for (const client of this.clients) if (client.admin) adminConnections += 1;
    return { totalConnections: this.clients.size, adminConnections };
  }

  /** Subscribes to the event bus and starts the heartbeat (idempotent). */
  start(): void {
    if (this.unsubscribe || this.closed) return;
    this.unsubscribe = this.deps.events.subscribe((event) => this.dispatch(event));
    this.timer = setInterval(() => this.sweep(), this.heartbeatMs);
    this.timer.unref();
  }

  /**
   * Decides on an upgrade request from `address` before any WebSocket exists: a refusal past
   * `wsMaxPerAddress` connections from one address (429), past `wsMaxTotal` in all (503, kept below the
   * open-file limit) or while shutting down (503); otherwise the connection takes a place until it closes.
   * One address could otherwise hold every file descriptor, and pictures then failed with EMFILE.
   */
  admit(address: string, connection: Socket | undefined): Refusal | undefined {
    if (this.closed) return SHUTTING_DOWN;
    const { wsMaxPerAddress, wsMaxTotal } = this.deps.config;
    if (this.admitted >= wsMaxTotal) return TOO_MANY_IN_ALL;
    if ((this.perAddress.get(address) ?? 0) >= wsMaxPerAddress) return TOO_MANY_FROM_ADDRESS;
    // A connection already gone will not be upgraded (nor would its 'close' come again): nothing to hold.
    if (!connection || connection.destroyed) return undefined;
    this.admitted += 1;
    this.perAddress.set(address, (this.perAddress.get(address) ?? 0) + 1);
    connection.once('close', () => {
      this.admitted -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    });
    return undefined;
  }

  /** Connections admitted and not yet closed: in all, and from `address`. */
  held(address?: string): number {
    return address === undefined ? this.admitted : (this.perAddress.get(address) ?? 0);
  }

  /** Takes a freshly upgraded socket (admitted by `admit`): greets it and listens to what it says. */
  attach(socket: WebSocket, authenticate: Authenticate): void {
    if (this.closed) {
      socket.close(1001, 'Server shutting down');
      return;
    }
    this.start();
    const client: Client = {
      socket,
      alive: true,
      admin: undefined,
      authSeq: 0,
      queue: Promise.resolve(),
      authenticate,
    };
    this.clients.add(client);
    socket.on('pong', () => {
      client.alive = true;
    });
    socket.on('message', (raw, isBinary) => {
      if (isBinary) return;
      this.onMessage(client, raw.toString());
    });
    socket.on('close', () => {
      this.forget(client);
    });
    socket.on('error', () => {
      this.forget(client);
    });
    this.send(client, JSON.stringify({ type: 'hello' }));
  }

  /** One heartbeat round: terminate sockets that did not answer the last ping, ping the others. */
  sweep(): void {
    for (const client of this.clients) {
      if (!client.alive) {
        this.forget(client);
        client.socket.terminate();
        continue;
      }
      client.alive = false;
      try {
        client.socket.ping();
      } catch {
        this.forget(client);
        client.socket.terminate();
      }
    }
  }

  /** Closes every socket and stops listening (app close). */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    if (this.timer) clearInterval(this.timer);
    const closing = [...this.clients].map(
      (client) =>
        new Promise<void>((resolve) => {
          const { socket } = client;
          if (socket.readyState === 3) return resolve();
          const force = setTimeout(() => {
            socket.terminate();
            resolve();
          }, CLOSE_TIMEOUT_MS);
          socket.once('close', () => {
            clearTimeout(force);
            resolve();
          });
          socket.close(1001, 'Server shutting down');
        }),
    );
    this.clients.clear();
    await Promise.all(closing);
  }

  private onMessage(client: Client, text: string): void {
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return; // Not JSON: ignored.
    }
    if (typeof message !== 'object' || message === null) return;
    const { type, token } = message as { type?: unknown; token?: unknown };
    if (type !== 'auth') return; // Unknown messages are ignored.
    void this.authenticate(client, token);
  }

  private async authenticate(client: Client, token: unknown): Promise<void> {
    client.authSeq += 1;
    const seq = client.authSeq;
    let user: PublicUser | undefined;
    let message = 'Invalid token';
    if (typeof token === 'string' && token.length > 0 && token.length < 4096) {
      try {
        user = await client.authenticate(token);
      } catch (error) {
        message = failureMessage(error);
      }
    }
    if (seq !== client.authSeq || !this.clients.has(client)) return; // A later attempt, or gone.
    if (user) {
      client.admin = { token: token as string, user, checkedAt: Date.now() };
      this.send(
        client,
        JSON.stringify({ type: 'auth.ok', user: { id: user.id, name: user.name, role: user.role } }),
      );
    } else {
      client.admin = undefined;
      this.send(client, JSON.stringify({ type: 'auth.error', message }));
    }
  }

  private dispatch(event: ShopEvent): void {
    if (event.type.startsWith('user.')) this.recheckUsers(event.id);
    const text = JSON.stringify({ type: event.type, id: event.id, data: event.data });
    for (const client of this.clients) {
      if (event.audience === 'public') {
        // Visitors get it at once; admins through their queue, so the order of events is kept.
        if (client.admin) this.enqueue(client, async () => this.send(client, text));
        else this.send(client, text);
      } else if (event.audience === 'admin' && client.admin) {
        this.enqueue(client, async () => {
          if (await this.stillAdmin(client)) this.send(client, text);
        });
      }
    }
  }

  /** A user changed: re-read the affected admin sessions now (all of them when no id is given). */
  private recheckUsers(userId: number | undefined): void {
    for (const client of this.clients) {
      const admin = client.admin;
      if (!admin || (userId !== undefined && admin.user.id !== userId)) continue;
      admin.checkedAt = 0;
      this.enqueue(client, async () => {
        await this.stillAdmin(client);
      });
    }
  }

  /** True when the client is an admin whose user is (still) active; demotes it otherwise. */
  private async stillAdmin(client: Client): Promise<boolean> {
    const admin = client.admin;
    if (!admin) return false;
    if (Date.now() - admin.checkedAt < this.recheckMs) return true;
    try {
      admin.user = await client.authenticate(admin.token);
      admin.checkedAt = Date.now();
      return client.admin === admin;
    } catch (error) {
      if (client.admin === admin) {
        client.admin = undefined;
        this.send(client, JSON.stringify({ type: 'auth.error', message: failureMessage(error) }));
      }
      return false;
    }
  }

  /** Drops a client: it receives nothing more (its place is given back when its connection closes). */
  private forget(client: Client): void {
    this.clients.delete(client);
  }

  private enqueue(client: Client, task: () => Promise<void>): void {
    client.queue = client.queue.then(task).catch(() => {});
  }

  private send(client: Client, text: string): void {
    const { socket } = client;
    if (socket.readyState !== OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED) {
      this.forget(client);
      socket.terminate();
      return;
    }
    socket.send(text, (error) => {
      if (error) this.forget(client);
    });
  }
}
