import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { type FileHandle, open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** A rendered document on disk: where it is, its ETag (a hash of its bytes) and its size. */
export interface RenderedFile {
  path: string;
  etag: string;
  size: number;
}

/**
 * Documents that grow with the shop (the sitemap files, the product feed), rendered once into a file as
 * their parts are produced and served from it until `invalidate()`: memory holds one part at a time, never a
 * whole document, however large the shop. Concurrent requests for a document being rendered share that
 * render; one rendered from data older than an `invalidate()` is served to its requester but not kept.
 */
export class RenderedFiles {
  private readonly dir = mkdtempSync(join(tmpdir(), 'shop-rendered-'));
  private readonly files = new Map<string, RenderedFile>();
  private readonly pending = new Map<string, Promise<RenderedFile>>();
  private generation = 0;
  /** How many documents were rendered since the start (an unchanged shop renders none again). */
  renders = 0;

  /** The catalogue changed: every document is rendered again when next asked for. */
  invalidate(): void {
    this.generation += 1;
    this.pending.clear();
    for (const file of this.files.values()) void unlink(file.path).catch(() => {});
    this.files.clear();
  }

  /**
   * The document `key`, opened for reading (rendered first when it is not on disk). The handle is open before
   * any later invalidation can remove the file, so the caller always reads a whole document.
   */
  async open(
    key: string,
    render: () => AsyncIterable<string>,
  ): Promise<{ file: RenderedFile; handle: FileHandle }> {
    for (;;) {
      const kept = this.files.get(key);
      const file = await (kept ? Promise.resolve(kept) : this.render(key, render));
      try {
        const handle = await open(file.path, 'r');
        // A file no longer kept (rendered before an invalidation) is removed once open: only this reader has it.
        if (this.files.get(key) !== file) void unlink(file.path).catch(() => {});
        return { file, handle };
      } catch (error) {
        // Removed by an invalidation between the render and the open: render again.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }

  private render(key: string, render: () => AsyncIterable<string>): Promise<RenderedFile> {
    const inFlight = this.pending.get(key);
    if (inFlight) return inFlight;
    const generation = this.generation;
    const promise = (async () => {
      this.renders += 1;
      const path = join(this.dir, `${key.replace(/[^\w-]/g, '_')}-${randomUUID()}`);
      const hash = createHash('sha1');
      let size = 0;
      const measure = new Transform({
        transform(chunk: string | Buffer, _encoding, done) {
          const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
          hash.update(bytes);
          size += bytes.length;
          done(null, bytes);
        },
      });
      try {
        await pipeline(Readable.from(render()), measure, createWriteStream(path));
      } catch (error) {
        await unlink(path).catch(() => {});
        throw error;
      }
      const file = { path, etag: `"${hash.digest('base64url')}"`, size };
      if (generation === this.generation) this.files.set(key, file);
      return file;
    })().finally(() => {
      if (this.pending.get(key) === promise) this.pending.delete(key);
    });
    this.pending.set(key, promise);
    return promise;
  }

  /** Removes the files (the server is closing). */
  close(): void {
    this.generation += 1;
    this.files.clear();
    this.pending.clear();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
