import { randomUUID } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { revokedTokens, users } from '../db/schema';
import { ACCOUNT_SUSPENDED, INVALID_TOKEN } from '../lib/access';
import { forbidden, tooMany, unauthorized } from '../lib/errors';
import { type Count, LoginThrottle } from './loginThrottle';
import { decoyHash, verifyPassword } from './passwords';
import { type PublicUser, publicUser } from './userView';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SUSPENDED = 'Account suspended. Please contact the administrator for assistance.';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';

export const SESSION_EXPIRED = 'Session expired. Please sign in again.';

const ALGORITHM = 'HS256';

/** A verified token: whose it is, its id (`jti`) and when it expires. */
export interface Session {
  user: PublicUser;
  tokenId: string;
  expiresAt: Date;
}

/** Sign-in, tokens and the throttle of failed logins. */
export class AuthService {
  private readonly key: Uint8Array;
  private readonly throttle: LoginThrottle;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
    this.throttle = new LoginThrottle(config.loginWindowMs);
  }

  async findByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    return row;
  }

  /**
   * Failed logins are counted three ways (docs/security.md): per e-mail and address (a person mistyping),
   * per address across e-mails (one source spraying many accounts) and per e-mail across addresses (one
   * account guessed from many); any spent allowance answers 429 with Retry-After.
   */
  private counts(email: string, address: string): Count[] {
    const { loginMaxFailures, loginMaxFailuresPerAddress, loginMaxFailuresPerEmail } = this.config;
    return [
      { key: `pair|${email}|${address}`, max: loginMaxFailures },
      { key: `address|${address}`, max: loginMaxFailuresPerAddress },
      { key: `email|${email}`, max: loginMaxFailuresPerEmail },
    ];
  }

  async login(
    email: string,
    password: string,
    address: string,
  ): Promise<{ token: string; user: PublicUser }> {
    const normalized = email.trim().toLowerCase();
    const counts = this.counts(normalized, address);
    const wait = this.throttle.wait(counts);
    if (wait !== null) throw tooMany(TOO_MANY_ATTEMPTS, wait);
    const at = Date.now();
    this.throttle.record(counts, at);

    const row = await this.findByEmail(email);
    const valid = row
      ? await verifyPassword(row.passwordHash, password)
      : await verifyPassword(await decoyHash(), password).then(() => false);
    if (!row || !valid) throw unauthorized(INVALID_CREDENTIALS);
    // Not a failure: the account's own counts are forgiven, the address keeps its other failures.
    this.throttle.succeeded(counts, [counts[0]!.key, counts[2]!.key], at);
    if (row.status === 'SUSPENDED') throw forbidden(SUSPENDED);
    return { token: await this.sign(row), user: publicUser(row) };
  }

  /** A token for `user`: its id (`jti`) lets a logout end it alone, its version (`ver`) ends it with the others. */
  sign(user: { id: number; tokenVersion: number }): Promise<string> {
    return new SignJWT({ ver: user.tokenVersion })
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(user.id))
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(this.config.jwtExpiresIn)
      .sign(this.key);
  }

  /**
   * The session a bearer token opens, its user read afresh on every request (from the database every
   * instance shares), so a logout, suspension, role change, password change or deletion applies at once.
   * A suspended account is told so (403) before anything else, so the back-office can say why.
   */
  async session(token: string): Promise<Session> {
    let claims: { sub?: string; jti?: string; ver?: unknown; exp?: number };
    try {
      claims = (await jwtVerify(token, this.key, { algorithms: [ALGORITHM] })).payload;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized(SESSION_EXPIRED);
      throw unauthorized(INVALID_TOKEN);
    }
    const id = Number(claims.sub);
    const { jti, ver, exp } = claims;
    if (!Number.isInteger(id) || !jti || typeof ver !== 'number' || !exp) throw unauthorized(INVALID_TOKEN);
    const [found] = await this.db
      .select({
        row: users,
        revoked: sql<boolean>`exists (select 1 from ${revokedTokens} where ${revokedTokens.tokenId} = ${jti})`,
      })
      .from(users)
      .where(eq(users.id, id))
      .limit(1);
    if (!found) throw unauthorized(INVALID_TOKEN);
    const { row, revoked } = found;
    if (row.status === 'SUSPENDED') throw forbidden(ACCOUNT_SUSPENDED);
    const current = ver === row.tokenVersion || jti === row.keptTokenId;
    if (revoked || !current) throw unauthorized(SESSION_EXPIRED);
    return { user: publicUser(row), tokenId: jti, expiresAt: new Date(exp * 1000) };
  }

  async userFromToken(token: string): Promise<PublicUser> {
    return (await this.session(token)).user;
  }

  /** Ends one session (logout) on every instance: its token is refused until it would have expired anyway. */
  async revoke(session: Pick<Session, 'tokenId' | 'expiresAt'>): Promise<void> {
    await this.db
      .insert(revokedTokens)
      .values({ tokenId: session.tokenId, expiresAt: session.expiresAt })
      .onConflictDoNothing();
    // Tokens past their expiry are refused by their signature's claims: their row is no longer needed.
    await this.db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, new Date()));
  }
}
