import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import type { Database } from './db/client';
import { namedSchemas } from './lib/components';
import { COMPRESS_THRESHOLD } from './lib/compression';
import { MAX_PARAM_LENGTH } from './lib/envelope';
import { appScriptHashes } from './lib/inlineScripts';
import { registerJsonParser } from './lib/json';
import { documentImpliedAnswers, swaggerOptions } from './lib/openapi';
import { SnapshotStore } from './lib/rateLimitStore';
import { serializerBuilderOf } from './lib/serialization';
import { type SchemaCompiling, validatorCompilerOf } from './lib/validation';
import authPlugin from './plugins/auth';
import deadlinesPlugin from './plugins/deadlines';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import etagPlugin from './plugins/etag';
import idempotencyPlugin from './plugins/idempotency';
import keptAnswersPlugin from './plugins/keptAnswers';
import monitoringPlugin from './plugins/monitoring';
import securityHeaders from './plugins/securityHeaders';
import seoPlugin from './plugins/seo';
import spaPlugin from './plugins/spa';
import uploadsPlugin from './plugins/uploads';
import activityRoutes from './routes/activity';
import authRoutes from './routes/auth';
import dashboardRoutes from './routes/dashboard';
import { adminEnquiryRoutes, publicEnquiryRoutes } from './routes/enquiries';
import frameBulkRoutes from './routes/frameBulk';
import frameCsvRoutes from './routes/frameCsv';
import framesRoutes from './routes/frames';
import frameTrashRoutes from './routes/frameTrash';
import imagesRoutes from './routes/images';
import labelsRoutes from './routes/labels';
import marqueeRoutes from './routes/marquee';
import messagesRoutes from './routes/messages';
import metricsRoutes from './routes/metrics';
import publicRoutes from './routes/public';
import publicContactRoutes from './routes/publicContact';
import realtimeRoutes from './routes/realtime';
import usersRoutes from './routes/users';
import servicesPlugin from './services';
import { MAX_IMAGE_BYTES } from './services/imageProcessing';
import { MAX_IMAGES_PER_FRAME } from './services/images.service';
import { CLOSE_TIMEOUT_MS } from './services/realtime.service';

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Routes' validators and serializers compiled at first use (default) or all at start (server/lib/validation.ts). */
  compileSchemas?: SchemaCompiling;
}

/** Builds the whole server: outside libraries, then the domain services, then the routes. */
export async function buildApp({
  config,
  database,
  logger = false,
  compileSchemas = 'at-first-use',
}: BuildOptions) {
  const app = Fastify({
    logger,
    bodyLimit: 1_048_576,
    // A slow or stalled body cannot hold a connection (or an authorization decided at its headers) for ever.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.connectionTimeoutMs,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    // What the router and Node's HTTP parser refuse leaves in the envelope too (server/plugins/errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // A plugin that takes a while on a busy host is not a hung one: the storefront renderer's import alone
    // took over Fastify's default 10 s at load 30 on 2 cores, and the server did not start.
    pluginTimeout: 120_000,
    schemaController: { compilersFactory: { buildSerializer: serializerBuilderOf(compileSchemas) } },
  });
  app.setValidatorCompiler(validatorCompilerOf(compileSchemas));
  registerJsonParser(app);

  // First: a catalogue answer sent before is sent again before every other hook (its headers as they left).
  await app.register(keptAnswersPlugin);
  await app.register(errorsPlugin);
  await app.register(deadlinesPlugin, { requestTimeoutMs: config.requestTimeoutMs });
  // Before every route, so each answer is timed by its route (GET /api/metrics).
  await app.register(monitoringPlugin, { database, metricsToken: config.metricsToken });
  // The built page's inline boot module runs by its hash (server/lib/inlineScripts.ts).
  await app.register(securityHeaders, { scriptHashes: appScriptHashes(config.appDir) });
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
  });
  await app.register(rateLimit, { global: false, store: SnapshotStore });
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: MAX_IMAGES_PER_FRAME, fields: 10, parts: 20 },
  });
  await app.register(websocket, {
    // A socket the server closes is destroyed when the client has not answered the close within 1 s (ws's
    // default waits 30 s, holding the file descriptor). ws 8.23 reads `closeTimeout`; @types/ws lacks it.
    options: { maxPayload: 64 * 1024, ...{ closeTimeout: CLOSE_TIMEOUT_MS } },
    // On shutdown every socket is told why (1001 'going away'): the plugin's own default closes them with
    // no code, before the realtime service's preClose could.
    preClose(this: FastifyInstance, done: () => void) {
      for (const client of this.websocketServer.clients) client.close(1001, 'Server shutting down');
      this.websocketServer.close(done);
    },
  });
  await app.register(swagger, swaggerOptions);
  for (const schema of namedSchemas()) app.addSchema(schema);
  // Before compression (its answers are stored as sent) and before the routes and the implied answers (it
  // documents the creates' header and their 409 and 422).
  await app.register(idempotencyPlugin);
  app.addHook('onRoute', documentImpliedAnswers);
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(etagPlugin);
  // After the ETag hook (which reads the plain body); skips replies that are already encoded.
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });
  await app.register(servicesPlugin, { config, database });
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      await api.register(publicRoutes, { prefix: '/public' });
      await api.register(publicContactRoutes, { prefix: '/public' });
      await api.register(publicEnquiryRoutes, { prefix: '/public' });
      await api.register(authRoutes, { prefix: '/auth' });
      await api.register(framesRoutes, { prefix: '/frames' });
      await api.register(frameTrashRoutes, { prefix: '/frames' });
      await api.register(frameBulkRoutes, { prefix: '/frames' });
      await api.register(frameCsvRoutes, { prefix: '/frames' });
      await api.register(imagesRoutes, { prefix: '/frames' });
      await api.register(labelsRoutes, { prefix: '/labels' });
      await api.register(usersRoutes, { prefix: '/users' });
      await api.register(messagesRoutes, { prefix: '/messages' });
      await api.register(marqueeRoutes, { prefix: '/marquee' });
      await api.register(dashboardRoutes, { prefix: '/dashboard' });
      await api.register(adminEnquiryRoutes);
      await api.register(activityRoutes);
      await api.register(metricsRoutes);
      await api.register(realtimeRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(uploadsPlugin);
  await app.register(seoPlugin, { config });
  const indexHtml = join(config.appDir, 'index.html');
  if (existsSync(indexHtml)) await app.register(spaPlugin, { appDir: config.appDir, config });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
