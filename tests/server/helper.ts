import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { type App, type BuildOptions, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { users } from '../../server/db/schema';
import type { Role, UserStatus } from '../../server/schemas/users';
import { hashPassword } from '../../server/services/passwords';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres';

/**
 * The server suite runs on PGlite (in memory) always, and on PostgreSQL when TEST_DATABASE_URL is set:
 * each test file then gets a throwaway database of its own.
 */
export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/**
 * A throwaway PostgreSQL database next to TEST_DATABASE_URL's: a copy of the server suite's migrated template
 * when there is one (tests/server/globalSetup.ts), else empty (the server migrates it).
 */
export async function throwawayPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const { url } = await createPostgresDatabase(name, inject('postgresTemplate'));
  return { url, drop: () => dropPostgresDatabase(name) };
}

let template: Promise<Blob> | undefined;
/** The server suite's migrated PGlite database (tests/server/globalSetup.ts), read once per test file. */
function pgliteTemplate() {
  const file = inject('pgliteTemplate');
  if (!file) return undefined;
  template ??= readFile(file).then((bytes) => new Blob([bytes]));
  return template;
}

export interface TestServer {
  app: App;
  /** The throwaway PostgreSQL database's own address (unset on PGlite). */
  databaseUrl?: string;
  config: Config;
  database: Database;
  /** `app.inject` with a JSON body and an optional bearer token; `json` is the parsed body. */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
    // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies loosely
  ): Promise<LightMyRequestResponse & { json: any }>;
  /** Creates a user directly in the database and returns a token for it. */
  userToken(input?: {
    role?: Role;
    status?: UserStatus;
    email?: string;
    password?: string;
    name?: string;
  }): Promise<{ id: number; token: string; email: string; password: string }>;
  close(): Promise<void>;
}

let counter = 0;

/** One argon2id hash per password for the whole test file: users made by userToken() need a real hash, not a
 * fresh one each (a test that makes 32 users spent seconds hashing, 30 s under CI's load). */
const hashes = new Map<string, Promise<string>>();
function testHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function startTestServer(
  overrides: Partial<Config> = {},
  /** How the app reaches its throwaway PostgreSQL database (e.g. through a proxy a test can cut). */
  via: (url: string) => string = (url) => url,
  /** When the routes' validators and serializers compile (server/app.ts; at first use unless asked). */
  compileSchemas?: BuildOptions['compileSchemas'],
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  const pgDb = onPostgres ? await throwawayPostgres() : undefined;
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: pgDb ? via(pgDb.url) : '',
      JWT_SECRET: 'test-secret-of-enough-length-0123456789',
    },
    { pgliteDir: 'memory://', appDir: join(dataDir, 'no-app'), ...overrides },
  );
  const database = await openDatabase({
    ...config,
    pgliteTemplate: config.pgliteDir === 'memory://' ? await pgliteTemplate() : undefined,
  });
  const app = await buildApp({ config, database, ...(compileSchemas ? { compileSchemas } : {}) });
  await app.ready();

  const server: TestServer = {
    app,
    ...(pgDb ? { databaseUrl: pgDb.url } : {}),
    config,
    database,
    async call(method, url, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      const res = await app.inject({
        method,
        url,
        headers,
        ...(options.body === undefined
          ? {}
          : typeof options.body === 'string'
            ? { payload: options.body, headers: { 'content-type': 'application/json', ...headers } }
            : { payload: options.body as object }),
      });
      let json: unknown;
      try {
        json = res.body ? JSON.parse(res.body) : undefined;
      } catch {
        json = undefined;
      }
      return Object.assign(res, { json });
    },
    async userToken(input = {}) {
      counter += 1;
      const email = input.email ?? `user${counter}-${Math.random().toString(36).slice(2, 6)}@shop.test`;
      const password = input.password ?? 'correct horse battery';
      const [row] = await database.db
        .insert(users)
        .values({
          name: input.name ?? `User ${counter}`,
          email,
          passwordHash: await testHash(password),
          role: input.role ?? 'SUPER_ADMIN',
          status: input.status ?? 'ACTIVE',
        })
        .returning();
      const token = await app.services.auth.sign(row!);
      return { id: row!.id, token, email, password };
    },
    async close() {
      await app.close();
      await database.close();
      await pgDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return server;
}

/** One server per test file: `const t = setupTestServer();` then `t().call(...)`. */
export function setupTestServer(overrides: Partial<Config> = {}): () => TestServer {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer(overrides);
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });
  return () => {
    if (!server) throw new Error('test server not started');
    return server;
  };
}

/**
 * A fixture module's server, made for the test file that asks for it (`start()` at the file's top level), never
 * at import: the server suite shares one module cache across files (vitest.config.ts), so a server made at
 * import would be the first file's, closed by the time the second runs. `use` names the call in the error.
 */
export function fixtureServer(use: string) {
  let server: (() => TestServer) | undefined;
  return {
    t: (): TestServer => {
      if (!server) throw new Error(`call ${use}() at the top of the test file`);
      return server();
    },
    start: () => {
      server = setupTestServer();
    },
  };
}

/**
 * A second app on the test server's database, as a second instance would be: on PostgreSQL with connections
 * of its own, on PGlite sharing the one database (a folder has one server). Its own DATA_DIR.
 */
export function setupSecondInstance(t: () => TestServer): () => App {
  let app: App | undefined;
  let database: Database | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'shop-test-b-'));
    const config = { ...t().config, dataDir };
    if (onPostgres) database = await openDatabase(config);
    app = await buildApp({ config, database: database ?? t().database });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error('second instance not started');
    return app;
  };
}
