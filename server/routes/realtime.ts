import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../lib/errors';

/** What a plain HTTP request to the WebSocket's address is told. */
export const NOT_A_WEBSOCKET =
  'This address is a WebSocket: connect to it with a WebSocket client (ws:// or wss://).';

/**
 * The WebSocket at `/api/ws`: a visitor on connect; `{"type":"auth","token":"<jwt>"}` makes it an admin
 * connection. What is sent and when lives in RealtimeService.
 */
const realtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const realtime = app.services.realtime;
  const authenticate = (token: string) => app.services.auth.userFromToken(token);

  app.route({
    method: 'GET',
    url: '/ws',
    schema: { hide: true },
    // The caps are decided here, on the upgrade request, before any WebSocket exists: a refused one is
    // answered over HTTP (429 or 503, `Connection: close`) and its connection closed once the answer is sent
    // (@fastify/websocket destroys the socket of an upgrade request answered over HTTP), so it holds no file
    // descriptor. The address is the client's (the forwarded one behind a trusted proxy).
    onRequest: async (request) => {
      if (!request.ws) return;
      const refusal = realtime.admit(request.ip, request.raw.socket);
      if (refusal)
        throw new HttpError(refusal.status, refusal.message, undefined, {
          'retry-after': String(refusal.retryAfter),
          connection: 'close',
        });
    },
    // A plain HTTP GET (no upgrade).
    handler: async (_request, reply) => {
      reply.header('upgrade', 'websocket');
      throw new HttpError(426, NOT_A_WEBSOCKET);
    },
    wsHandler: (socket) => {
      realtime.attach(socket, authenticate);
    },
  });

  // With the app: stop listening to events, stop the heartbeat, close (or terminate) what is left open.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
};

export default realtimeRoutes;
