/**
 * The database's own deadlines, on PGlite and PostgreSQL alike (DB_STATEMENT_TIMEOUT_MS, DB_LOCK_TIMEOUT_MS,
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS): no statement runs, no lock is waited for and no transaction stays
 * open idle beyond them, so a frozen instance holding a lock cannot stall the shop (the waiting request
 * answers 503 and changes nothing). 0 turns one off.
 */
export interface DatabaseTimeouts {
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  statementTimeoutMs: 30_000,
  lockTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 60_000,
};

/** The PostgreSQL settings, as `-c name=value` start or connection options take them. */
export const settingsOf = (t: DatabaseTimeouts): Record<string, string> => ({
  statement_timeout: String(t.statementTimeoutMs),
  lock_timeout: String(t.lockTimeoutMs),
  idle_in_transaction_session_timeout: String(t.idleInTransactionTimeoutMs),
});
