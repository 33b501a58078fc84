/**
 * The served OpenAPI document (`/api/docs/json`: the routes' TypeBox schemas), read from a throwaway server
 * on an in-memory database, for schema/generate.ts and the staleness test of schema/schema.graphql.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import type { OpenApiDocument } from './graph';

export async function servedDocument(): Promise<OpenApiDocument> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-schema-'));
  const config = loadConfig(
    {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: 'schema-generation-only-0123456789abcdef',
    },
    { pgliteDir: 'memory://', appDir: join(dataDir, 'no-app') },
  );
  const database = await openDatabase(config);
  try {
    const app = await buildApp({ config, database });
    try {
      const answer = await app.inject({ method: 'GET', url: '/api/docs/json' });
      return answer.json() as OpenApiDocument;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
