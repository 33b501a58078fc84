import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';

/** A second server on a PGlite folder that another one holds: its writes would be lost, its index broken. */
export class DatabaseLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseLockedError';
  }
}

interface Owner {
  pid: number;
  host: string;
}

function readOwner(file: string): Owner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as Partial<Owner>;
    return typeof owner.pid === 'number' && typeof owner.host === 'string'
      ? { pid: owner.pid, host: owner.host }
      : null;
  } catch {
    return null;
  }
}

/** Whether a process of this machine is running (EPERM: it runs, as another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `file` for this process (created exclusively, holding the owner's pid and host), or refuses with a
 * clear message while another living server holds it. A lock left by a process that is gone (killed, the
 * machine restarted) is taken over. Returns the function that releases it.
 */
export function acquireDataLock(file: string, what: string): () => void {
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid, host: hostname() }));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (readOwner(file)?.pid === process.pid) unlinkSync(file);
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = readOwner(file);
    const held = owner !== null && (owner.host !== hostname() || alive(owner.pid));
    if (held && owner.pid !== process.pid) {
      const where = owner.host === hostname() ? `pid ${owner.pid}` : `pid ${owner.pid} on ${owner.host}`;
      throw new DatabaseLockedError(
        `${what} is in use by another server (${where}). Stop that server first, or give this one its own DATA_DIR. ` +
          `If no server is running, delete ${file}.`,
      );
    }
    if (held) throw new DatabaseLockedError(`${what} is already open in this process.`);
    // Stale (its owner is gone) or unreadable: remove it and try again.
    try {
      unlinkSync(file);
    } catch {
      // Another starter removed it first.
    }
  }
  throw new DatabaseLockedError(`Could not take the lock ${file}.`);
}
