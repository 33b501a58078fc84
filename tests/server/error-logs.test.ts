/**
 * A 5xx is logged without personal data: a database failure whose query carried an e-mail address leaves
 * the error's kind and code in the log, not the SQL, the parameters or a stack of the driver.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { type Database, openDatabase } from '../../server/db/client';
import { safeError } from '../../server/lib/logSafe';

const lines: string[] = [];
let app: App;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'shop-logs-'));
  const config = loadConfig(
    { DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'test-secret-of-enough-length-0123456789' },
    { pgliteDir: 'memory://', appDir: join(dataDir, 'no-app') },
  );
  database = await openDatabase(config);
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config, database, logger: { level: 'error', stream } });
  // A contact message whose storage fails inside the database, with the visitor's e-mail as a parameter.
  app.services.messages.create = (async (input: { email: string }) =>
    database.db.execute(sql`select ${input.email}::int`)) as never;
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('error logs', () => {
  it('a failed query answers 500 and logs its kind and code, not the SQL or the e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/public/contact',
      payload: {
        name: 'Amina Wanjiru',
        email: 'amina.private@example.com',
        phone: '0712345678',
        subject: 'Contact Form Submission',
        message: 'Hello',
      },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ success: false, message: 'Internal server error' });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('"code":"22P02"');
    expect(log).not.toContain('amina.private@example.com');
    expect(log).not.toMatch(/select|params/i);
  });

  it('a programming error keeps a short stack', () => {
    const summary = safeError(new TypeError('x is not a function'));
    expect(summary).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
    expect(summary.stack).toContain('error-logs.test.ts');
  });
});
