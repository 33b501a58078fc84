import pLimit from 'p-limit';
import { HttpError } from '../lib/errors';
import { runOnWorker } from './passwordWorker';

/** argon2id with OWASP's parameters: 19 MiB, 2 passes, 1 lane. */
// `algorithm: 2` is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export { MIN_PASSWORD_LENGTH } from '../lib/rules';

/**
 * Each argon2id run takes tens of milliseconds of CPU: a spray of 30 logins a second once took picture p50
 * from 7 ms to seconds (libuv's threads, which disk pictures use), then still 3.6× quiet (the CPU). So runs
 * happen on worker threads of their own at the lowest priority (server/services/passwordWorker.ts), at most
 * `PASSWORD_HASH_CONCURRENCY` (default 1) at once, and a sign-in finding more than `MAX_WAITING` already
 * waiting is refused at once (503 with Retry-After) instead of queueing for ever.
 */
const hashing = pLimit(1);
const MAX_WAITING = 32;
export const HASHING_BUSY = 'Too many sign-ins at once. Please try again in a moment.';

export function setPasswordHashConcurrency(concurrency: number): void {
  hashing.concurrency = Math.max(1, concurrency);
}

export const hashPassword = (password: string) =>
  hashing(async () => String(await runOnWorker({ op: 'hash', password, options })));

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  if (hashing.pendingCount >= MAX_WAITING)
    throw new HttpError(503, HASHING_BUSY, undefined, { 'retry-after': '2' });
  try {
    return (await hashing(() => runOnWorker({ op: 'verify', hash: passwordHash, password }))) === true;
  } catch {
    return false;
  }
}

/** Verified against when the e-mail is unknown, so both failures take the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => {
  decoy ??= hashPassword('not-a-real-password-decoy');
  return decoy;
};
