import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * The WebSocket at `/api/ws`: a visitor on connect; `{"type":"auth","token":"<jwt>"}` makes it an admin
 * connection. What is sent and when lives in RealtimeService.
 */
const realtimeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const realtime = app.services.realtime;
  const authenticate = (token: string) => app.services.auth.userFromToken(token);

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    realtime.attach(socket, authenticate, request.ip);
  });

  // With the app: stop listening to events, stop the heartbeat, close (or terminate) what is left open.
  app.addHook('preClose', async () => {
    await realtime.close();
  });
};

export default realtimeRoutes;
