import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteTemplate } from '../../server/db/client';
import { createPostgresDatabase, dropPostgresDatabase } from './postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite database: each test server starts from it instead of initdb. */
    pgliteTemplate?: string;
    /** On PostgreSQL: a migrated database each test server's database is created from (`TEMPLATE`). */
    postgresTemplate?: string;
  }
}

let cleanup: (() => Promise<void>) | undefined;

/**
 * The server suite migrates one database, once: on PGlite a data folder dumped to a tarball, on PostgreSQL
 * (TEST_DATABASE_URL) a template database. tests/server/helper.ts clones it for every test server.
 */
export async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    const template = await createPostgresDatabase(`shop_template_${process.pid}`);
    const database = await openDatabase({ databaseUrl: template.url, pgliteDir: '' });
    await database.close(); // a template must have no connection when it is copied
    project.provide('postgresTemplate', template.name);
    cleanup = () => dropPostgresDatabase(template.name);
    return;
  }
  const file = join(tmpdir(), `shop-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await (await pgliteTemplate()).arrayBuffer()));
  project.provide('pgliteTemplate', file);
  cleanup = async () => rmSync(file, { force: true });
}

export async function teardown() {
  await cleanup?.();
  cleanup = undefined;
}
