import type { SwaggerOptions } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { Type } from 'typebox';
import { type FailureStatus, failure } from './envelope';

/**
 * The OpenAPI document served at `/api/docs/json`, built from the routes' TypeBox schemas: the one source of
 * the contract (docs/decisions/005-one-contract-source.md). OpenAPI 3.1, so the schemas are written as they
 * are validated (JSON Schema: `const`, `null`, a numeric `exclusiveMinimum`); named schemas are components.
 */
export const swaggerOptions: SwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Frame shop API',
      version: '1.0.0',
      description:
        'The REST contract of docs/api.md in the repository. Every answer is the envelope ' +
        '`{success, data, message?, pagination?}` or `{success: false, message, errors?}`.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/' }],
    tags: [
      { name: 'public', description: 'The storefront: no token' },
      { name: 'auth', description: 'Signing in and the signed-in admin' },
      { name: 'frames', description: 'Frames, their prices, labels, status and display order' },
      { name: 'images', description: "A frame's pictures: upload, order, delete" },
      { name: 'labels', description: 'Labels frames carry' },
      { name: 'users', description: 'Admin accounts (SUPER_ADMIN only)' },
      { name: 'messages', description: 'Messages sent through the contact form' },
      { name: 'marquee', description: "The storefront banner's texts" },
      { name: 'dashboard', description: "The admin dashboard's figures" },
      { name: 'metrics', description: 'Health and performance' },
    ],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        metricsToken: {
          type: 'http',
          scheme: 'bearer',
          description: "The server's METRICS_TOKEN: a Prometheus scraper's, for the text of GET /api/metrics",
        },
      },
    },
  },
  // A named schema (server/lib/components.ts) is a component under its own name.
  refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
};

const SUCCESS: Record<string, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted' };
const NotModified = Type.Null({
  description: "Not modified: If-None-Match holds the answer's ETag (no body)",
});

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  hide?: boolean;
  security?: unknown[];
  response?: Record<string, unknown>;
};

/**
 * Adds to a route's documented answers the ones its shape implies, so none is forgotten: 304 on a GET
 * (the ETag plugin), 400 when it reads any input, 401 and 403 when it needs a token, 404 when a path names
 * a row and 414 when its id is too long, 413, 415 and 507 (a full disk) when it may carry a body, 412 when it reads If-Match, 429 when it is rate limited, and 503 everywhere (the database
 * may be unreachable). The route lists its success and any other failure (409, say) itself.
 */
export function documentImpliedAnswers(route: RouteOptions): void {
  const schema = route.schema as RouteSchema | undefined;
  if (!schema?.response || schema.hide) return;
  const methods = [route.method].flat();
  // Fastify reads a body sent with any of these (a DELETE's too), so it may be too large or of a wrong type.
  const takesBody = methods.some((m) => m === 'POST' || m === 'PUT' || m === 'PATCH' || m === 'DELETE');
  const response: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(schema.response)) {
    const described = SUCCESS[status] && !(answer as { description?: string }).description;
    response[status] = described ? { ...(answer as object), description: SUCCESS[status] } : answer;
  }
  const add = (status: FailureStatus) => {
    response[status] ??= failure(status);
  };
  if (methods.includes('GET') && response[200]) response[304] ??= NotModified;
  if (takesBody || schema.body || schema.querystring || schema.params) add(400);
  if (schema.security?.length) {
    add(401);
    add(403);
  }
  if (schema.params) {
    add(404);
    add(414);
  }
  if (takesBody) {
    add(413);
    add(415);
    add(507);
  }
  // A conditional update (If-Match) may be stale.
  const headers = (schema.headers as { properties?: Record<string, unknown> } | undefined)?.properties;
  if (headers?.['if-match']) add(412);
  const config = route.config as { rateLimit?: unknown } | undefined;
  if (config?.rateLimit) add(429);
  add(503);
  const sorted = Object.keys(response)
    .sort()
    .map((status) => [status, response[status]]);
  route.schema = { ...schema, response: Object.fromEntries(sorted) };
}
