import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Everything the server reads from the environment, read once. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL URL; when absent the embedded PGlite database in `dataDir/db` is used. */
  databaseUrl: string | undefined;
  /** Where pictures live: `database` (every instance serves them; the default with PostgreSQL) or `disk`. */
  storage: 'disk' | 'database';
  /** `memory://` runs PGlite in memory (tests). */
  pgliteDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  corsOrigins: string[];
  /** Folder with the built app (`vite build`), served at `/` when it exists. */
  appDir: string;
  /** The seller's chat number (international digits) shown to the storefront. */
  shopPhone: string;
  shopEmail: string;
  /** Failed logins allowed per e-mail and address in the window. */
  loginMaxFailures: number;
  /** Failed logins allowed per address across e-mails (an office or a carrier's shared address). */
  loginMaxFailuresPerAddress: number;
  /** Failed logins allowed per e-mail across addresses. */
  loginMaxFailuresPerEmail: number;
  /** argon2id runs at once (each holds one of libuv's threads, which disk pictures share). */
  passwordHashConcurrency: number;
  loginWindowMs: number;
  contactMax: number;
  contactWindowMs: number;
  /** Enquiry beacons (Buy / e-mail clicks) accepted per address and window. */
  enquiryMax: number;
  enquiryWindowMs: number;
  logLevel: string;
  /** The longest a whole request (headers and body) may take; 0 turns it off. Above the app's 120 s uploads. */
  requestTimeoutMs: number;
  /** How long a connection may stay silent (a stalled body, an idle keep-alive) before it is closed. */
  connectionTimeoutMs: number;
  /** The shop's address as visitors reach it (no trailing slash): every absolute address in a page starts with it. */
  publicUrl: string;
  /** Server renders of storefront pages (server/lib/renderPool.ts): threads, pages waiting, their priority. */
  renders: { size: number; queue: number; nice: number };
  /** Storefront pages made (not kept ones), a second, in all and per address (server/lib/pageBudget.ts). */
  pageBudget: { perSecond: number; burst: number; perAddressPerSecond: number; perAddressBurst: number };
  /** Addresses per sitemap file (sitemaps.org: 50,000); tests set fewer to see the index. Not from the environment. */
  sitemapMaxUrls?: number;
  /** The database's statement, lock and idle-in-transaction timeouts (server/db/timeouts.ts). */
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
  /** Live WebSockets one address may hold (a carrier's NAT puts many shoppers behind one). */
  wsMaxPerAddress: number;
  /** Live WebSockets in all: always below the process's open-file limit (pictures need descriptors too). */
  wsMaxTotal: number;
  /** Nightly backups at 02:00 go here (PGlite); unset: none. */
  backupDir: string | undefined;
  /** Nightly backups kept in `backupDir` (the oldest beyond are removed). */
  backupKeep: number;
  /** Behind a reverse proxy: the client's address and protocol come from X-Forwarded-For / -Proto. */
  trustProxy: boolean;
  /** The bearer token a Prometheus scraper sends to `GET /api/metrics` for its text; unset: no Prometheus text. */
  metricsToken: string | undefined;
}

function secretFrom(dataDir: string): string {
  const file = join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** STORAGE=disk|database; unset: the database with PostgreSQL (shared by instances), the disk with PGlite. */
function storageOf(value: string | undefined, databaseUrl: string | undefined): Config['storage'] {
  if (!value) return databaseUrl ? 'database' : 'disk';
  if (value === 'disk' || value === 'database') return value;
  throw new Error(`STORAGE must be 'disk' or 'database' (it is '${value}')`);
}

/** The soft limit on open files (Linux: /proc/self/limits); 1024, the usual default, when unknown. */
export function openFileLimit(): number {
  try {
    const match = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    if (match) return match[1] === 'unlimited' ? 1_048_576 : Number(match[1]);
  } catch {
    // Not Linux: the usual default.
  }
  return 1024;
}

/**
 * WS_MAX_TOTAL, at most half the open-file limit (the other half is for pictures, the database, HTTP
 * connections and logs); unset: that half.
 */
function wsMaxTotalOf(value: string | undefined): number {
  const ceiling = Math.max(16, Math.floor(openFileLimit() / 2));
  return Math.min(int(value, ceiling), ceiling);
}

/** The shortest METRICS_TOKEN taken: a scraper's token is never typed by a person, so it can be long. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

function metricsTokenOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  if (value.length < METRICS_TOKEN_MIN_LENGTH || /\s/.test(value))
    throw new Error(
      `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters, without spaces (openssl rand -hex 32 makes one)`,
    );
  return value;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
}

/** PUBLIC_URL, an http(s) origin (a path is kept, a trailing slash dropped); unset: http://localhost:<PORT>. */
function publicUrlOf(value: string | undefined, port: number): string {
  if (!value) return `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) address (it is '${value}')`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an absolute http(s) address (it is '${value}')`);
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  // An empty setting counts as unset (DATA_DIR= is not the current folder, HOST= not an empty host), but for
  // CORS_ORIGINS, where empty means no other origin.
  const dataDir = resolve(overrides.dataDir ?? (env.DATA_DIR || './data'));
  mkdirSync(dataDir, { recursive: true });
  const port = int(env.PORT, 5000);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    storage: storageOf(env.STORAGE, env.DATABASE_URL),
    pgliteDir: join(dataDir, 'db'),
    jwtSecret: env.JWT_SECRET || secretFrom(dataDir),
    jwtExpiresIn: env.JWT_EXPIRES_IN || '12h',
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    corsOrigins: (env.CORS_ORIGINS ?? 'http://localhost:5173')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    appDir: resolve(env.APP_DIR || 'dist'),
    shopPhone: env.SHOP_PHONE || '+254 712 345 678',
    shopEmail: env.SHOP_EMAIL || 'orders@frameshop.co.ke',
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30),
    loginMaxFailuresPerEmail: int(env.LOGIN_MAX_FAILURES_PER_EMAIL, 30),
    passwordHashConcurrency: int(env.PASSWORD_HASH_CONCURRENCY, 1),
    loginWindowMs: int(env.LOGIN_WINDOW_MS, 15 * 60_000),
    contactMax: int(env.CONTACT_RATE_MAX, 30),
    contactWindowMs: int(env.CONTACT_RATE_WINDOW_MS, 15 * 60_000),
    enquiryMax: int(env.ENQUIRY_RATE_MAX, 60),
    enquiryWindowMs: int(env.ENQUIRY_RATE_WINDOW_MS, 10 * 60_000),
    logLevel: env.LOG_LEVEL || 'warn',
    requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 130_000),
    connectionTimeoutMs: int(env.CONNECTION_TIMEOUT_MS, 30_000),
    statementTimeoutMs: int(env.DB_STATEMENT_TIMEOUT_MS, 30_000),
    lockTimeoutMs: int(env.DB_LOCK_TIMEOUT_MS, 10_000),
    idleInTransactionTimeoutMs: int(env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, 60_000),
    trustProxy: env.TRUST_PROXY === '1',
    wsMaxPerAddress: int(env.WS_MAX_PER_ADDRESS, 200),
    wsMaxTotal: wsMaxTotalOf(env.WS_MAX_TOTAL),
    backupDir: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    backupKeep: Math.max(1, int(env.BACKUP_KEEP, 7)),
    publicUrl: publicUrlOf(env.PUBLIC_URL, port),
    renders: {
      size: Math.max(1, int(env.RENDER_THREADS, 1)),
      queue: Math.max(0, int(env.RENDER_QUEUE, 4)),
      nice: 10,
    },
    pageBudget: {
      perSecond: Math.max(1, int(env.PAGE_MAKES_PER_SECOND, 40)),
      burst: Math.max(1, int(env.PAGE_MAKES_PER_SECOND, 40) * 2),
      perAddressPerSecond: Math.max(1, int(env.PAGE_MAKES_PER_ADDRESS_PER_SECOND, 10)),
      perAddressBurst: Math.max(1, int(env.PAGE_MAKES_PER_ADDRESS_PER_SECOND, 10) * 6),
    },
    metricsToken: metricsTokenOf(env.METRICS_TOKEN),
    ...overrides,
  };
}
