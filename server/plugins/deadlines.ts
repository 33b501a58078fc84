import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { withDeadline } from '../lib/deadline';

/**
 * Deadlines that never lie (docs/security.md, "Availability and durability"):
 * - a request's handler has until `requestTimeoutMs` after it arrived; a transaction that would commit later
 *   (or after its client went away) rolls back instead (server/lib/deadline.ts), so it answers or changes nothing;
 * - the connection timeout (`connectionTimeoutMs`) closes silent connections (an idle keep-alive, a stalled
 *   body), never one whose request has fully arrived and is being worked on: that request gets its answer.
 */
export default fp(
  async (app: FastifyInstance, opts: { requestTimeoutMs: number }) => {
    const working = new WeakMap<Socket, IncomingMessage>();
    app.addHook('onRequest', (request, _reply, done) => {
      working.set(request.raw.socket, request.raw);
      const budget = opts.requestTimeoutMs > 0 ? opts.requestTimeoutMs : Number.POSITIVE_INFINITY;
      withDeadline({ at: Date.now() + budget, raw: request.raw }, done);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      if (working.get(request.raw.socket) === request.raw) working.delete(request.raw.socket);
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
