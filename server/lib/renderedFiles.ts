import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { type FileHandle, open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';

/**
 * A rendered document on disk: where it is, its ETag (a hash of its bytes) and its size, and the same
 * document gzipped beside it (`gzipPath`, its own ETag): compressed once when rendered, so that serving it
 * costs no compression (CPU, and a compressor's memory per request) however often crawlers ask.
 */
export interface RenderedFile {
  path: string;
  etag: string;
  size: number;
  gzipPath: string;
  gzipEtag: string;
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
    for (const file of this.files.values()) removeFiles(file);
    this.files.clear();
  }

  /**
   * The document `key`, opened for reading (rendered first when it is not on disk), plain or `gzipped`. The
   * handle is open before any later invalidation can remove the file, so the caller always reads a whole
   * document.
   */
  async open(
    key: string,
    render: () => AsyncIterable<string>,
    gzipped = false,
  ): Promise<{ file: RenderedFile; handle: FileHandle }> {
    for (;;) {
      const kept = this.files.get(key);
      const file = await (kept ? Promise.resolve(kept) : this.render(key, render));
      try {
        const handle = await open(gzipped ? file.gzipPath : file.path, 'r');
        // A file no longer kept (rendered before an invalidation) is removed once open: only this reader has it.
        if (this.files.get(key) !== file) removeFiles(file);
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
      const gzipPath = `${path}.gz`;
      try {
        await pipeline(Readable.from(render()), measure, createWriteStream(path));
        await pipeline(createReadStream(path), createGzip({ level: 9 }), createWriteStream(gzipPath));
      } catch (error) {
        await Promise.all([unlink(path).catch(() => {}), unlink(gzipPath).catch(() => {})]);
        throw error;
      }
      const etag = hash.digest('base64url');
      const file = { path, etag: `"${etag}"`, size, gzipPath, gzipEtag: `"${etag}-gzip"` };
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

/** Removes a document's files (plain and gzipped); a reader that has one open keeps reading it. */
function removeFiles(file: RenderedFile): void {
  void unlink(file.path).catch(() => {});
  void unlink(file.gzipPath).catch(() => {});
}
