import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SUPER_ADMIN_ONLY } from '../lib/access';
import { forbidden, unauthorized } from '../lib/errors';
import type { PublicUser } from '../services/userView';

declare module 'fastify' {
  interface FastifyRequest {
    user: PublicUser | null;
    /** The token's id (`jti`) and expiry, once requireAdmin has passed. */
    session: { tokenId: string; expiresAt: Date } | null;
  }
  interface FastifyInstance {
    /** preHandler: an ACTIVE ADMIN or SUPER_ADMIN. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: an ACTIVE SUPER_ADMIN. */
    requireSuperAdmin: (request: FastifyRequest) => Promise<void>;
  }
}

export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(header ?? '');
  return match?.[1];
}

/** The permission table of docs/api.md, as two hooks a route scope adds. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);
    app.decorateRequest('session', null);

    const requireAdmin = async (request: FastifyRequest) => {
      const token = bearerToken(request.headers.authorization);
      if (!token) throw unauthorized('Authentication required');
      const { user, tokenId, expiresAt } = await app.services.auth.session(token);
      request.user = user;
      request.session = { tokenId, expiresAt };
    };
    app.decorate('requireAdmin', requireAdmin);
    app.decorate('requireSuperAdmin', async (request: FastifyRequest) => {
      await requireAdmin(request);
      if (request.user?.role !== 'SUPER_ADMIN') throw forbidden(SUPER_ADMIN_ONLY);
    });
  },
  { name: 'auth', dependencies: ['services'] },
);
