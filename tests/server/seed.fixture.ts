/** The seed's tests' helpers (seed-admin.test.ts: the first admin; seed-demo.test.ts: the demo catalogue). */
import { count } from 'drizzle-orm';
import type { frames, labels, marquee, users } from '../../server/db/schema';
import type { TestServer } from './helper';

/** The password a first start printed (its log lines). */
export const passwordIn = (lines: string[]) => lines.join('\n').match(/password: (\S+)/)?.[1];
export const rows = async (
  s: TestServer,
  table: typeof users | typeof frames | typeof labels | typeof marquee,
) => (await s.database.db.select({ n: count() }).from(table))[0]!.n;

export async function login(s: TestServer, email: string, password: string) {
  return s.call('POST', '/api/auth/login', { body: { email, password } });
}
