import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A storefront page as the renderer (src/entry-server.tsx) makes it. */
export interface RenderedPage {
  /** The root's HTML. */
  html: string;
  /** The `<script type="application/json">` with the answers the page was rendered with. */
  data: string;
}

export interface RenderPoolOptions {
  /** Threads rendering at once (each renders one page at a time). */
  size: number;
  /** Pages waiting for a thread, at most: past it a page is not rendered (`render` answers null). */
  queue: number;
  /** How the threads yield the CPU to the main thread (Linux nice, 0-19): renders take what requests leave. */
  nice: number;
  /** Answers the renderer's API requests (the server's own routes, in process). */
  fetch: typeof globalThis.fetch;
}

interface Job {
  url: string;
  origin: string;
  resolve: (page: RenderedPage | null) => void;
  reject: (error: Error) => void;
}

/** A render thread: one page at a time. */
interface Thread {
  worker: Worker;
  job?: Job;
}

/** What a thread and the main thread say to each other. */
type FromThread =
  | { kind: 'ready'; globalCss: string }
  | { kind: 'rendered'; page?: RenderedPage; error?: string }
  | {
      kind: 'fetch';
      id: number;
      url: string;
      method: string;
      headers: Record<string, string>;
      body?: string;
    };

/**
 * The render thread's code (a worker started from source: the same under tsx and in the server's bundle). It
 * loads the renderer, lowers its own priority (on Linux, setpriority on 0 is the calling thread), and renders
 * one page at a time; the renderer's requests go to the main thread, which answers them from its routes.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
try { require('node:os').setPriority(0, workerData.nice); } catch {}
const asked = new Map();
let next = 0;
function fetchFromServer(input, init) {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const headers = Object.fromEntries(new Headers(init && init.headers).entries());
  const body = init && typeof init.body === 'string' ? init.body : undefined;
  return new Promise((resolve, reject) => {
    const id = next++;
    asked.set(id, { resolve, reject });
    parentPort.postMessage({ kind: 'fetch', id, url, method: (init && init.method) || 'GET', headers, body });
  });
}
import(workerData.renderer).then((renderer) => {
  parentPort.on('message', async (message) => {
    if (message.kind === 'fetched') {
      const waiting = asked.get(message.id);
      asked.delete(message.id);
      if (message.error) waiting.reject(new Error(message.error));
      else {
        const empty = message.status === 204 || message.status === 304;
        waiting.resolve(new Response(empty ? null : message.body, { status: message.status, headers: message.headers }));
      }
      return;
    }
    try {
      const page = await renderer.render(message.url, message.origin, fetchFromServer);
      parentPort.postMessage({ kind: 'rendered', page: { html: page.html, data: page.data } });
    } catch (error) {
      parentPort.postMessage({ kind: 'rendered', error: String((error && error.stack) || error) });
    }
  });
  parentPort.postMessage({ kind: 'ready', globalCss: renderer.globalCss });
});
`;

/**
 * The storefront's server renders, off the main thread: a React render is synchronous and took the event loop
 * for its whole length, so a flood of pages to render (unique searches, unknown frames) made every API request
 * wait behind it (the public API's p50 rose 17-fold). Renders run in `size` worker threads at a lower
 * priority, one page per thread at a time; `queue` more may wait; past that a page is answered unrendered (the
 * browser renders it) at once, with no work. The renderer's API requests come back to the main thread, where
 * they are answered from the catalogue's kept answers.
 */
export class RenderPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Job[] = [];
  private closed = false;
  /** Pages rendered so far. */
  rendered = 0;

  private constructor(
    private readonly options: RenderPoolOptions,
    /** The storefront's stylesheet, inlined into every rendered page's head. */
    readonly globalCss: string,
  ) {}

  /** The pool for the build in `appDir`, once its threads are ready; null when the build has no renderer. */
  static async start(appDir: string, options: RenderPoolOptions): Promise<RenderPool | null> {
    const file = join(appDir, '.ssr', 'entry-server.js');
    if (!existsSync(file)) return null;
    const workers = Array.from(
      { length: Math.max(1, options.size) },
      () =>
        new Worker(THREAD, {
          eval: true,
          workerData: { renderer: pathToFileURL(file).href, nice: options.nice },
        }),
    );
    const ready = await Promise.all(
      workers.map(
        (worker) =>
          new Promise<string>((resolve, reject) => {
            worker.once('error', reject);
            worker.once('exit', (code) => reject(new Error(`the render thread exited (${code})`)));
            worker.once('message', (message: FromThread) => {
              if (message.kind === 'ready') resolve(message.globalCss);
            });
          }),
      ),
    ).catch(async (error: unknown) => {
      await Promise.all(workers.map((worker) => worker.terminate()));
      throw error;
    });
    const pool = new RenderPool(options, ready[0] ?? '');
    for (const worker of workers) pool.adopt(worker);
    return pool;
  }

  /** Pages rendering or waiting now. */
  get load(): number {
    return this.waiting.length + this.threads.filter((thread) => thread.job).length;
  }

  /**
   * `url` (path and query) rendered with `origin` as the page's address; null when the pool is full (the page
   * is sent unrendered). Rejects when the render failed.
   */
  render(url: string, origin: string): Promise<RenderedPage | null> {
    if (this.closed) return Promise.resolve(null);
    const idle = this.threads.find((thread) => !thread.job);
    if (!idle && this.waiting.length >= this.options.queue) return Promise.resolve(null);
    return new Promise((resolve, reject) => {
      const job = { url, origin, resolve, reject };
      if (idle) this.run(idle, job);
      else this.waiting.push(job);
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.waiting.splice(0)) job.resolve(null);
    await Promise.all(this.threads.map((thread) => thread.worker.terminate()));
  }

  private adopt(worker: Worker) {
    const thread: Thread = { worker };
    this.threads.push(thread);
    worker.on('message', (message: FromThread) => {
      if (message.kind === 'fetch') void this.answer(worker, message);
      else if (message.kind === 'rendered') this.finish(thread, message);
    });
    // A thread that died (out of memory, say) fails its page and is replaced by no one: the others go on, and
    // with none left every page is sent unrendered.
    worker.on('error', (error) => this.finish(thread, { kind: 'rendered', error: String(error) }));
    worker.on('exit', () => {
      this.threads.splice(this.threads.indexOf(thread), 1);
      thread.job?.resolve(null);
      if (!this.threads.length) for (const job of this.waiting.splice(0)) job.resolve(null);
    });
  }

  private run(thread: Thread, job: Job) {
    thread.job = job;
    thread.worker.postMessage({ kind: 'render', url: job.url, origin: job.origin });
  }

  private finish(thread: Thread, message: Extract<FromThread, { kind: 'rendered' }>) {
    const job = thread.job;
    thread.job = undefined;
    if (job) {
      if (message.page) {
        this.rendered += 1;
        job.resolve(message.page);
      } else job.reject(new Error(message.error ?? 'render failed'));
    }
    const next = this.waiting.shift();
    if (next) this.run(thread, next);
  }

  /** A renderer's API request, answered by the server's routes on the main thread. */
  private async answer(worker: Worker, asked: Extract<FromThread, { kind: 'fetch' }>) {
    try {
      const res = await this.options.fetch(asked.url, {
        method: asked.method,
        headers: asked.headers,
        body: asked.body,
      });
      const body = new Uint8Array(await res.arrayBuffer());
      const headers = Object.fromEntries(res.headers.entries());
      worker.postMessage({ kind: 'fetched', id: asked.id, status: res.status, headers, body }, [body.buffer]);
    } catch (error) {
      worker.postMessage({ kind: 'fetched', id: asked.id, error: String(error) });
    }
  }
}
