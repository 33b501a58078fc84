import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/**
 * argon2id off libuv's pool and at the lowest CPU priority: each run happens synchronously on a worker thread
 * of its own, which lowers its own priority (nice 19; on Linux a thread's priority is its own). Disk pictures
 * keep all 4 of libuv's threads, and the main thread wins the CPU over a login spray (docs/security.md).
 * The worker is plain CommonJS (eval), so it runs the same under tsx, vitest and node.
 */
const SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(19); } catch {}
const { hashSync, verifySync } = require(workerData.argon2);
parentPort.on('message', ({ id, op, password, hash, options }) => {
  try {
    const result = op === 'hash' ? hashSync(password, options) : verifySync(hash, password, options);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});`;

type Job =
  | { op: 'hash'; password: string; options: object }
  | { op: 'verify'; hash: string; password: string };
type Answer = { id: number; result?: string | boolean; error?: string };

const argon2 = createRequire(import.meta.url).resolve('@node-rs/argon2');
const idle: Worker[] = [];
const pending = new Map<number, { resolve: (v: string | boolean) => void; reject: (e: Error) => void }>();
let nextId = 0;

function spawn(): Worker {
  const worker = new Worker(SOURCE, { eval: true, workerData: { argon2 } });
  worker.unref();
  worker.on('message', ({ id, result, error }: Answer) => {
    const call = pending.get(id);
    pending.delete(id);
    if (error !== undefined || result === undefined) call?.reject(new Error(error ?? 'no result'));
    else call?.resolve(result);
  });
  worker.on('error', () => {
    const at = idle.indexOf(worker);
    if (at >= 0) idle.splice(at, 1);
  });
  return worker;
}

/** Runs one job on an idle worker (a new one when none is idle: callers bound how many run at once). */
export function runOnWorker(job: Job): Promise<string | boolean> {
  const worker = idle.pop() ?? spawn();
  const id = nextId++;
  return new Promise<string | boolean>((resolve, reject) => {
    pending.set(id, { resolve, reject });
    worker.postMessage({ id, ...job });
  }).finally(() => idle.push(worker));
}
