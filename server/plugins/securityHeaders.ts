import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * helmet's policy: a real Content-Security-Policy and the usual hardening headers. Scripts come from this
 * origin, and inline ones only when their hash is in `scriptHashes` (the built page's boot module).
 */
const policy = (scriptHashes: readonly string[]): Parameters<typeof helmet>[0] => ({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...scriptHashes],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      // 'self' covers this origin's WebSocket (ws: or wss:, same host and port) and nothing else.
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  crossOriginEmbedderPolicy: false,
});

/** Runs helmet once against a recording response: the policy has no per-request part (no nonces). */
export function securityHeaders(scriptHashes: readonly string[] = []): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  helmet(policy(scriptHashes))({} as IncomingMessage, res, () => {});
  return headers;
}

/**
 * Security headers on every response. helmet decides them; they are computed once and set with one
 * call per request (the public catalogue is answered thousands of times a second).
 */
export default fp(
  async (app: FastifyInstance, opts: { scriptHashes?: readonly string[] }) => {
    const { 'strict-transport-security': hsts, ...headers } = securityHeaders(opts.scriptHashes);
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      // HSTS means something only over https (behind a proxy: X-Forwarded-Proto with TRUST_PROXY=1).
      if (hsts && request.protocol === 'https') reply.header('strict-transport-security', hsts);
      done();
    });
  },
  { name: 'security-headers' },
);
