/**
 * Time a request spends waiting for the database before its query or transaction may start: for a connection
 * of the PostgreSQL pool (all 10 busy), or for PGlite's turn (it runs one query or transaction at a time).
 * The monitoring plugin listens (`db_wait_seconds`); with nobody listening a wait costs one clock read.
 */
export type WaitListener = (seconds: number) => void;

export interface DatabaseWaits {
  /** Hears every wait from now on; returns the function that stops it. */
  onWait(listener: WaitListener): () => void;
  /** Tells the listeners that a wait which began at `startedAt` (`performance.now()`) is over. */
  waited(startedAt: number): void;
}

export function databaseWaits(): DatabaseWaits {
  const listeners = new Set<WaitListener>();
  return {
    onWait(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    waited(startedAt) {
      if (listeners.size === 0) return;
      const seconds = (performance.now() - startedAt) / 1000;
      for (const listener of listeners) listener(seconds);
    },
  };
}
