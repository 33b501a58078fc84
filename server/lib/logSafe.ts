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
