import { randomInt } from 'node:crypto';
import { count, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword, MIN_PASSWORD_LENGTH } from '../services/passwords';

/** Used when ADMIN_EMAIL is not given. */
export const DEFAULT_ADMIN_EMAIL = 'admin@frameshop.local';
export const DEFAULT_ADMIN_NAME = 'Administrator';
/** Held for the check-and-insert, so two servers starting on one empty database make one admin. */
const ADMIN_LOCK = 7_201_001;

export type BootstrapResult =
  | { created: false }
  | { created: true; email: string /** Only when it was generated: to print once. */; password?: string };

/** Letters and digits that cannot be mistaken for one another when copied from a terminal. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** 20 random characters (about 115 bits) in groups of five: `k7Qmx-2Vb9R-tPwZ4-cHn3e`. */
export function randomPassword(): string {
  const chars = Array.from({ length: 20 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return [0, 5, 10, 15].map((i) => chars.slice(i, i + 5).join('')).join('-');
}

export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
    // A setting to fix, not a bug: the message alone says what to do.
    this.stack = `${this.name}: ${message}`;
  }
}

const hasUsers = async (db: Db | Tx) => ((await db.select({ n: count() }).from(users))[0]?.n ?? 0) > 0;

/**
 * When the users table is empty: a SUPER_ADMIN from ADMIN_EMAIL + ADMIN_PASSWORD, or with a generated
 * password (returned, to be shown once). Refuses an ADMIN_PASSWORD shorter than the minimum.
 */
export async function bootstrapAdmin(
  db: Db,
  config: Pick<Config, 'adminEmail' | 'adminPassword'>,
): Promise<BootstrapResult> {
  if (await hasUsers(db)) return { created: false };

  const email = (config.adminEmail ?? DEFAULT_ADMIN_EMAIL).trim();
  if (!/^[^\s@]+@[^\s@]+$/.test(email))
    throw new ConfigError(`ADMIN_EMAIL is not an e-mail address: '${email}'.`);
  if (config.adminPassword !== undefined && config.adminPassword.length < MIN_PASSWORD_LENGTH)
    throw new ConfigError(
      `ADMIN_PASSWORD must be at least ${MIN_PASSWORD_LENGTH} characters long; the server will not start with a weaker first admin password.`,
    );
  const generated = config.adminPassword === undefined ? randomPassword() : undefined;
  const passwordHash = await hashPassword(config.adminPassword ?? generated!);

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK})`);
    if (await hasUsers(tx)) return { created: false } as const;
    await tx.insert(users).values({
      name: DEFAULT_ADMIN_NAME,
      email,
      passwordHash,
      role: 'SUPER_ADMIN',
      status: 'ACTIVE',
    });
    return generated ? { created: true, email, password: generated } : { created: true, email };
  });
}

/** What the console shows about the first admin; nothing about passwords once users exist. */
export function adminLines(result: BootstrapResult, loginUrl: string): string[] {
  if (!result.created) return [];
  if (!result.password)
    return [
      '',
      `  First admin created: ${result.email} (SUPER_ADMIN, password from ADMIN_PASSWORD).`,
      `  Sign in at ${loginUrl}`,
    ];
  return [
    '',
    '  First start: an administrator account was created.',
    `  Sign in at ${loginUrl} with:`,
    `    e-mail:   ${result.email}`,
    `    password: ${result.password}`,
    '  Keep this password somewhere safe: it will not be shown again.',
    '  (Set ADMIN_EMAIL and ADMIN_PASSWORD before the first start to choose your own.)',
  ];
}
