/**
 * What a failed request may write to the log: the error's kind and first line; for a database error only
 * its code and where it arose (routine, table, column, constraint), never the SQL text, the query's
 * parameters (e-mails, names, messages), the driver's message (which quotes values) or its `detail`.
 */
export interface SafeError {
  type: string;
  code?: string;
  message: string;
  where?: Record<string, string>;
  stack?: string;
}

const WHERE = ['routine', 'table', 'column', 'constraint'] as const;

function databaseError(error: Error | undefined): SafeError {
  const fields = (error ?? {}) as Record<string, unknown>;
  const where = Object.fromEntries(
    WHERE.filter((k) => typeof fields[k] === 'string').map((k) => [k, fields[k] as string]),
  );
  return {
    type: 'DatabaseError',
    ...codeOf(error),
    message: 'database query failed',
    ...(Object.keys(where).length ? { where } : {}),
  };
}

const SQL_FAILURE = /^Failed query:/;

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const cause = (error as { cause?: unknown }).cause;
  // Drizzle wraps the driver's error: "Failed query: <sql>\nparams: <values>" with the driver's error as cause.
  if (SQL_FAILURE.test(error.message)) return databaseError(cause instanceof Error ? cause : undefined);
  // A driver's error (PostgreSQL's five-character SQLSTATE) unwrapped.
  if (/^[0-9A-Z]{5}$/.test(codeOf(error).code ?? '')) return databaseError(error);
  // A programming error keeps its first line and a short stack.
  return {
    type: error.name,
    ...codeOf(error),
    message: firstLine(error.message),
    ...(error.stack ? { stack: error.stack.split('\n').slice(1, 8).join('\n') } : {}),
  };
}

function codeOf(error: unknown): { code?: string } {
  const code = (error as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? { code } : {};
}

const firstLine = (text: string) => (text.split('\n')[0] ?? '').slice(0, 300);

/** Errors that mean the database cannot be reached right now (not that the request was wrong). */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown (pg_terminate_backend, a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '53300', // too_many_connections
]);
// pg's texts: a connection dropped or not made in time, and pg-pool's wait for a free one run out (every
// connection busy, or the process starved of CPU: nothing was done, try again).
const UNREACHABLE_TEXT =
  /Connection terminated|connection timeout|Client has encountered a connection error|timeout exceeded when trying to connect/i;

export function isDatabaseUnreachable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNREACHABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (UNREACHABLE_TEXT.test(e.message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
