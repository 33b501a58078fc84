import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withDeadline } from '../lib/deadline';

/**
 * Deadlines that never lie (docs/security.md, "Availability and durability"):
 * - a request that can change something (any method but GET, HEAD and OPTIONS) has until `requestTimeoutMs`
 *   after it arrived; a transaction that would commit later (or after its client went away) rolls back instead
 *   (server/lib/deadline.ts), so it answers or changes nothing;
 * - the connection timeout (`connectionTimeoutMs`) closes silent connections (an idle keep-alive, a stalled
 *   body), never one whose request has fully arrived and is being worked on: that request gets its answer;
 * - a close (SIGTERM, a test's `app.close()`) ends as soon as the requests in flight are answered: their answers
 *   say `Connection: close`, and a connection left idle is closed. Node closes only the connections idle when
 *   the close begins, so one whose answer was still being made stayed open for the keep-alive time (72 s), and
 *   the close waited for it.
 */
export default fp(
  async (app: FastifyInstance, opts: { requestTimeoutMs: number }) => {
    const working = new WeakMap<Socket, IncomingMessage>();
    app.addHook('onRequest', (request, reply, done) => {
      working.set(request.raw.socket, request.raw);
      // A read commits nothing: it needs no deadline (and its requests then pay no AsyncLocalStorage).
      if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS')
        return done();
      const budget = opts.requestTimeoutMs > 0 ? opts.requestTimeoutMs : Number.POSITIVE_INFINITY;
      const ended = withDeadline({ at: Date.now() + budget, raw: request.raw }, done);
      reply.raw.once('close', ended);
    });
    let closing = false;
    app.addHook('preClose', (done) => {
      closing = true;
      done();
    });
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (closing) reply.header('connection', 'close');
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      if (working.get(request.raw.socket) === request.raw) working.delete(request.raw.socket);
      // An answer whose headers left before the close began did not say `Connection: close`.
      if (closing) setImmediate(() => app.server.closeIdleConnections());
      done();
    });
    // With a 'timeout' listener Node leaves the socket to us: close it unless its request has fully arrived
    // and its answer is still being made (that one is bounded by the deadline above and the database's
    // statement and lock timeouts).
    app.server.on('timeout', (socket: Socket) => {
      const request = working.get(socket);
      if (request?.complete && !request.socket?.destroyed) return;
      socket.destroy();
    });
  },
  { name: 'deadlines' },
);
