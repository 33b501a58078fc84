import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TOO_LATE } from '../lib/deadline';
import { MAX_PARAM_LENGTH } from '../lib/envelope';
import { HttpError } from '../lib/errors';
import { isDatabaseUnreachable, safeError } from '../lib/logSafe';
import { pgCode } from '../lib/sql';
import { securityHeaders } from './securityHeaders';

/** A statement or lock wait cut by the database's timeouts (server/db/timeouts.ts): rolled back, retry. */
const TIMED_OUT = new Set(['57014', '55P03', '25P03']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 for a body over this route's bodyLimit says (BODY_TOO_LARGE when not given). */
    bodyTooLarge?: string;
  }
}

/** A JSON (or other non-file) body over the 1 MiB limit. */
export const BODY_TOO_LARGE = 'Request body is too large (at most 1 MiB).';

/** A full disk (pictures, or the database's files): the write was undone, nothing half-written remains. */
export const DISK_FULL =
  "The server's disk is full, so nothing was saved. Please tell the shop's administrator, then try again.";
/** A full disk or quota (the file system), or PostgreSQL's disk_full. */
const isDiskFull = (error: unknown) => {
  const code = (error as { code?: unknown })?.code;
  return code === 'ENOSPC' || code === 'EDQUOT' || pgCode(error) === '53100';
};

/** The answer while the database cannot be reached (an outage, a restart): retry later. */
export const UNAVAILABLE = 'The shop is briefly unavailable. Please try again in a moment.';

/** 414: a path parameter over MAX_PARAM_LENGTH characters. */
export const ADDRESS_TOO_LONG = `The address is too long: an id in it has at most ${MAX_PARAM_LENGTH} characters.`;
/** 400: a path whose %-escapes do not decode. */
export const BAD_ADDRESS = 'The address is malformed: each % in it must start an escape such as %20.';
/** 415: a body of a type no parser reads. */
export const UNSUPPORTED_TYPE =
  'Unsupported content type: send JSON (Content-Type: application/json), or pictures as multipart/form-data.';
/** What Node's HTTP parser refuses before Fastify sees a request (clientErrorHandler). */
export const REQUEST_TOO_SLOW = 'The request took too long to arrive. Please try again.';
export const HEADERS_TOO_LARGE = "The request's address and headers are too large (at most 16 KB in all).";
export const MALFORMED_REQUEST = 'The request is malformed: it is not valid HTTP.';

interface ValidationIssue {
  keyword?: string;
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
  /** The schema holding the failed keyword (the validator is verbose). */
  parentSchema?: { 'x-messages'?: Record<string, string> };
}

/** `body/name` or `/price` -> `name`, `price`; a missing property names itself. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const missing = issue.params?.missingProperty;
  const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  if (typeof missing === 'string') return path ? `${path}.${missing}` : missing;
  return path || context || 'body';
}

function describe(issue: ValidationIssue, field: string): string {
  const p = issue.params ?? {};
  // A rule whose schema says how to word it (server/lib/rules.ts): the service's own message.
  const worded = issue.keyword ? issue.parentSchema?.['x-messages']?.[issue.keyword] : undefined;
  if (worded) return worded;
  if (typeof p.missingProperty === 'string') return `${field} is required`;
  if (typeof p.limit === 'number' && issue.message?.includes('fewer than'))
    return `${field} must not be empty`;
  if (issue.keyword === 'multipleOf' && p.multipleOf === 0.01)
    return `${field} must have at most 2 decimal places`;
  return `${field} ${issue.message ?? 'is invalid'}`;
}

/** The one error handler: every failure leaves as `{ success: false, message, errors? }`. */
export default fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError & { validation?: ValidationIssue[] }, request, reply) => {
      if (error instanceof HttpError) {
        if (error.headers) reply.headers(error.headers);
        return reply.code(error.statusCode).send({
          success: false,
          message: error.message,
          ...(error.errors ? { errors: error.errors } : {}),
        });
      }
      if (error.validation) {
        // One fault per field (its first in schema order); the message is the first field's.
        const byField = new Map<string, string>();
        for (const issue of error.validation) {
          const field = fieldOf(issue, error.validationContext);
          if (!byField.has(field)) byField.set(field, describe(issue, field));
        }
        const errors = [...byField].map(([field, message]) => ({ field, message }));
        return reply
          .code(400)
          .send({ success: false, message: errors[0]?.message ?? 'Invalid request', errors });
      }
      const status = error.statusCode ?? 500;
      if (
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
        (status === 400 && error instanceof SyntaxError)
      ) {
        return reply.code(400).send({ success: false, message: 'Invalid JSON in request body' });
      }
      if (TIMED_OUT.has(pgCode(error) ?? '')) {
        request.log.warn({ error: safeError(error) }, 'database timeout');
        return reply.code(503).header('retry-after', '1').send({ success: false, message: TOO_LATE });
      }
      if (isDiskFull(error)) {
        request.log.error({ error: safeError(error), route: request.routeOptions.url }, 'disk full');
        return reply.code(507).send({ success: false, message: DISK_FULL });
      }
      if (status >= 500 && isDatabaseUnreachable(error)) {
        request.log.warn({ error: safeError(error) }, 'database unreachable');
        return reply.code(503).header('retry-after', '5').send({ success: false, message: UNAVAILABLE });
      }
      if (status >= 500) {
        request.log.error(
          { error: safeError(error), route: request.routeOptions.url, method: request.method },
          'request failed',
        );
        return reply.code(500).send({ success: false, message: 'Internal server error' });
      }
      const message =
        error.code === 'FST_REQ_FILE_TOO_LARGE' ||
        (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && request.isMultipart())
          ? 'Please select images smaller than 5MB each.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? (request.routeOptions.config.bodyTooLarge ?? BODY_TOO_LARGE)
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? UNSUPPORTED_TYPE
              : error.message || 'Invalid request';
      return reply.code(status).send({ success: false, message });
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const wantsPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/api/') &&
        !path.startsWith('/uploads/') &&
        !/\.[a-z0-9]+$/i.test(path);
      // A page path no route has: the app's not-found page, status 404 (the back-office's own paths: its app).
      if (wantsPage && app.hasDecorator('sendNotFoundPage')) return app.sendNotFoundPage(request, reply);
      return reply.code(404).send({ success: false, message: `Route ${request.method} ${path} not found` });
    });
  },
  { name: 'errors' },
);

/** helmet's headers (server/plugins/securityHeaders.ts) for the answers no hook sees; HSTS only goes with https. */
let hardening: Record<string, string> | undefined;
const hardeningHeaders = () => {
  if (!hardening) {
    const { 'strict-transport-security': _hsts, ...headers } = securityHeaders();
    hardening = headers;
  }
  return hardening;
};

/**
 * The router's own refusals (Fastify's `frameworkErrors`), answered before any route, hook or error handler
 * runs: a path parameter over MAX_PARAM_LENGTH characters (414), a path that does not decode (400). Without
 * this they left in Fastify's own shape, `{error, code, message, statusCode}`.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, message] =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [414, ADDRESS_TOO_LONG]
      : error.code === 'FST_ERR_BAD_URL'
        ? [400, BAD_ADDRESS]
        : [500, 'Internal server error'];
  reply.headers(hardeningHeaders()).code(status).send({ success: false, message });
}

/**
 * What Node's HTTP parser refuses (Fastify's `clientErrorHandler`): a request whose address and headers pass
 * 16 KB (431), one too slow to arrive (408), anything else that is not HTTP (400). The answer is written on
 * the socket, which is then closed.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'Request Timeout', REQUEST_TOO_SLOW]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'Request Header Fields Too Large', HEADERS_TOO_LARGE]
        : [400, 'Bad Request', MALFORMED_REQUEST];
  const body = JSON.stringify({ success: false, message });
  const headers = Object.entries({
    ...hardeningHeaders(),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  if (socket.writable) socket.write(`HTTP/1.1 ${status} ${reason}\r\n${headers}\r\n${body}`);
  socket.destroy(error);
}
