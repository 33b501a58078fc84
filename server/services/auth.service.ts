import { eq, sql } from 'drizzle-orm';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { ACCOUNT_SUSPENDED, INVALID_TOKEN } from '../lib/access';
import { forbidden, tooMany, unauthorized } from '../lib/errors';
import { decoyHash, verifyPassword } from './passwords';
import { type PublicUser, publicUser } from './userView';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const SUSPENDED = 'Account suspended. Please contact the administrator for assistance.';
export const TOO_MANY_ATTEMPTS = 'Too many failed login attempts. Please try again in 15 minutes.';

const ALGORITHM = 'HS256';

/** Sign-in, tokens and the per-account throttle of failed logins. */
export class AuthService {
  private readonly key: Uint8Array;
  /** `email|address` -> times of recent failures. */
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly db: Db,
    private readonly config: Config,
  ) {
    this.key = new TextEncoder().encode(config.jwtSecret);
  }

  async findByEmail(email: string) {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.trim().toLowerCase()))
      .limit(1);
    return row;
  }

  async login(
    email: string,
    password: string,
    address: string,
  ): Promise<{ token: string; user: PublicUser }> {
    const throttleKey = `${email.trim().toLowerCase()}|${address}`;
    const now = Date.now();
    const recent = (this.failures.get(throttleKey) ?? []).filter((t) => now - t < this.config.loginWindowMs);
    if (recent.length >= this.config.loginMaxFailures) {
      // The wait until the oldest failure in the window is forgotten.
      const oldest = recent[recent.length - this.config.loginMaxFailures] ?? now;
      throw tooMany(TOO_MANY_ATTEMPTS, (oldest + this.config.loginWindowMs - now) / 1000);
    }
    // Counted as a failure before the (slow) check, so attempts sent all at once are throttled too.
    recent.push(now);
    this.failures.set(throttleKey, recent);
    this.prune(now);

    const row = await this.findByEmail(email);
    const valid = row
      ? await verifyPassword(row.passwordHash, password)
      : await verifyPassword(await decoyHash(), password).then(() => false);
    if (!row || !valid) throw unauthorized(INVALID_CREDENTIALS);
    this.failures.delete(throttleKey);
    if (row.status === 'SUSPENDED') throw forbidden(SUSPENDED);
    return { token: await this.sign(row.id), user: publicUser(row) };
  }

  /** Forgets expired failures once many keys are kept, so guessed e-mails cannot fill the memory. */
  private prune(now: number): void {
    if (this.failures.size < 10_000) return;
    for (const [key, times] of this.failures) {
      if (times.every((t) => now - t >= this.config.loginWindowMs)) this.failures.delete(key);
    }
  }

  sign(userId: number): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: ALGORITHM })
      .setSubject(String(userId))
      .setIssuedAt()
      .setExpirationTime(this.config.jwtExpiresIn)
      .sign(this.key);
  }

  /** The user a bearer token names, read afresh, so suspension, role change and deletion apply at once. */
  async userFromToken(token: string): Promise<PublicUser> {
    let subject: string | undefined;
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALGORITHM] });
      subject = payload.sub;
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired)
        throw unauthorized('Session expired. Please sign in again.');
      throw unauthorized(INVALID_TOKEN);
    }
    const id = Number(subject);
    if (!Number.isInteger(id)) throw unauthorized(INVALID_TOKEN);
    const [row] = await this.db.select().from(users).where(eq(users.id, id)).limit(1);
    if (!row) throw unauthorized(INVALID_TOKEN);
    if (row.status === 'SUSPENDED') throw forbidden(ACCOUNT_SUSPENDED);
    return publicUser(row);
  }
}
