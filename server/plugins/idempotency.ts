import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from 'typebox';
import { failure } from '../lib/envelope';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A POST that creates: it honours `Idempotency-Key`. `body`: judged on the JSON body before the handler;
     * `files`: the handler reads its files, then calls `app.idempotent(request, reply, files)`.
     */
    idempotent?: 'body' | 'files';
  }
  interface FastifyRequest {
    /** The key this request claimed, while its answer is not yet stored. */
    idempotencyClaim: { caller: string; key: string } | null;
  }
  interface FastifyInstance {
    /**
     * Claims the request's Idempotency-Key (if it has one) for what it sends (`parts`: its files, beyond the
     * route and its body). True when the request was answered here: a repeat (the first answer again), or a
     * refusal is thrown (409 while the first runs, 422 for another request under the same key).
     */
    idempotent(request: FastifyRequest, reply: FastifyReply, parts?: Buffer[]): Promise<boolean>;
  }
}

export const IDEMPOTENCY_KEY_RULE = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

const IdempotencyKeyHeader = Type.Optional(
  Type.String({
    minLength: 1,
    maxLength: 255,
    pattern: '^[\\x21-\\x7e]+$',
    description:
      'A unique value per intended create (a UUID): a repeat with the same key gets the first answer ' +
      '(`Idempotent-Replayed: true`) and creates nothing; kept 24 hours',
    'x-messages': {
      minLength: IDEMPOTENCY_KEY_RULE,
      maxLength: IDEMPOTENCY_KEY_RULE,
      pattern: IDEMPOTENCY_KEY_RULE,
    },
  }),
);

/** JSON with object keys sorted: a body sent again with its fields in another order is the same request. */
const canonical = (value: unknown) =>
  JSON.stringify(value ?? null, (_key, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );

function fingerprintOf(request: FastifyRequest, parts: Buffer[]): string {
  const hash = createHash('sha256');
  hash.update(canonical([request.method, request.routeOptions.url, request.params, request.body]));
  for (const part of parts) hash.update('\n').update(createHash('sha256').update(part).digest('hex'));
  return hash.digest('hex');
}

/** Whose key it is: the signed-in user's, or (the public contact form) the address's. */
const callerOf = (request: FastifyRequest) =>
  request.user ? `user:${request.user.id}` : `address:${request.ip}`.slice(0, 80);

/** The headers of an answer a repeat gets again. */
function kept(reply: FastifyReply): Record<string, string> {
  const etag = reply.getHeader('etag');
  return typeof etag === 'string' ? { etag } : {};
}

/** Adds the header and its two refusals to a creating route's documented contract. */
function documentIdempotency(route: RouteOptions): void {
  if (!route.config?.idempotent || !route.schema) return;
  const schema = route.schema as { headers?: { properties?: Record<string, unknown> }; response?: object };
  const properties = { ...schema.headers?.properties, 'idempotency-key': IdempotencyKeyHeader };
  const conflict = (schema.response as Record<number, { description?: string }> | undefined)?.[409]
    ?.description;
  route.schema = {
    ...route.schema,
    headers: Type.Object(properties as Record<string, ReturnType<typeof Type.String>>),
    response: {
      ...schema.response,
      409: failure(
        409,
        `${conflict ? `${conflict}, or a` : 'A'} request with the same Idempotency-Key is still running`,
      ),
      422: failure(422),
    },
  };
}

/**
 * `Idempotency-Key` on every POST that creates (docs/api.md, "Retrying a create"): a client that lost an
 * answer (a cut connection, a timeout) sends the request again with the same key and gets the first answer,
 * never a second frame. Only successful answers are kept: a failed request changed nothing (every write
 * answers or rolls back), so its key is freed and a retry runs again.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('idempotencyClaim', null);
    app.addHook('onRoute', documentIdempotency);

    app.decorate('idempotent', async (request: FastifyRequest, reply: FastifyReply, parts: Buffer[] = []) => {
      const header = request.headers['idempotency-key'];
      if (typeof header !== 'string') return false;
      const caller = callerOf(request);
      const answer = await app.services.idempotency.claim(caller, header, fingerprintOf(request, parts));
      if (!answer) {
        request.idempotencyClaim = { caller, key: header };
        return false;
      }
      reply
        .code(answer.status)
        .headers({ ...answer.headers, 'idempotent-replayed': 'true' })
        .type('application/json; charset=utf-8')
        .send(answer.body);
      return true;
    });

    app.addHook('preHandler', async (request, reply) => {
      if (request.routeOptions.config.idempotent !== 'body') return;
      if (await app.idempotent(request, reply)) return reply;
    });

    // Before compression (registered later): the payload is still the serialized JSON.
    app.addHook('onSend', async (request, reply, payload) => {
      const claim = request.idempotencyClaim;
      if (!claim) return payload;
      request.idempotencyClaim = null;
      const { idempotency } = app.services; // read per request: the services are registered later
      const status = reply.statusCode;
      try {
        if (status >= 200 && status < 300 && typeof payload === 'string')
          await idempotency.complete(claim.caller, claim.key, {
            status,
            body: payload,
            headers: kept(reply),
          });
        else await idempotency.release(claim.caller, claim.key);
      } catch (error) {
        // The key stays claimed until it is abandoned (server/services/idempotency.service.ts).
        request.log.warn({ error: (error as Error).name }, 'idempotency key not settled');
      }
      return payload;
    });
    // A request that ended without an answer (its client went away first) frees its key.
    app.addHook('onResponse', async (request) => {
      const claim = request.idempotencyClaim;
      if (!claim) return;
      request.idempotencyClaim = null;
      await app.services.idempotency.release(claim.caller, claim.key).catch(() => {});
    });
  },
  { name: 'idempotency' },
);
