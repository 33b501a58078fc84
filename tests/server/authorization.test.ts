/**
 * The authorization matrix: every route the server registers (its OpenAPI document) × every kind of
 * caller (anonymous, ADMIN, SUPER_ADMIN, suspended, expired token, token of a deleted user) answers what
 * authorization.matrix.ts says. Ids name nothing and bodies are empty: a caller past authorization gets a
 * 4xx of the route's own (400, 404...), never a 5xx.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { EXPECTED, type Identity, ROUTES } from './authorization.matrix';
import { setupTestServer } from './helper';

const t = setupTestServer();
const tokens: Partial<Record<Identity, string>> = {};

/** Signed-in ADMIN and SUPER_ADMIN sessions (again after the logout route has ended the previous ones). */
async function signIn() {
  tokens.admin = (await t().userToken({ role: 'ADMIN' })).token;
  tokens.superAdmin = (await t().userToken({ role: 'SUPER_ADMIN' })).token;
}

beforeAll(async () => {
  await signIn();
  // Suspended as a SUPER_ADMIN: refused for the suspension, not for the role.
  tokens.suspended = (await t().userToken({ role: 'SUPER_ADMIN', status: 'SUSPENDED' })).token;
  const gone = await t().userToken({ role: 'SUPER_ADMIN' });
  await t().database.db.delete(users).where(eq(users.id, gone.id));
  tokens.deleted = gone.token;
  const stillThere = await t().userToken({ role: 'SUPER_ADMIN' });
  tokens.expired = await new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(stillThere.id))
    .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
    .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
    .sign(new TextEncoder().encode(t().config.jwtSecret));
});

const registered = () => {
  const doc = t().app.swagger() as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
  );
};

describe('authorization matrix', () => {
  it('names every registered route, and only those', () => {
    expect(registered().sort()).toEqual(Object.keys(ROUTES).sort());
  });

  const identities = Object.keys(EXPECTED.public) as Identity[];
  for (const [route, access] of Object.entries(ROUTES)) {
    it(`${route} (${access})`, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/\{[^}]+\}/g, '999999');
      const answers: Record<string, number> = {};
      for (const who of identities) {
        const res = await t().call(method as 'GET', url, {
          token: tokens[who],
          ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
        });
        answers[who] = res.statusCode;
      }
      if (route === 'POST /api/auth/logout') await signIn();
      const expected = Object.fromEntries(
        identities.map((who) => {
          const e = EXPECTED[access][who];
          const got = answers[who]!;
          // 'allowed' passes any status the route itself gives past authorization, never 401/403/5xx.
          return [who, e === 'allowed' && got !== 401 && got !== 403 && got < 500 ? got : e];
        }),
      );
      expect(answers).toEqual(expected);
    });
  }
});
