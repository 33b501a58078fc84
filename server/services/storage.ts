import { mkdirSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';

/**
 * Where uploaded files live. A cloud bucket can replace the disk by implementing these three calls;
 * `url` is what the API hands out (a relative path the app prefixes with the backend address).
 */
export interface Storage {
  put(key: string, body: Buffer, contentType: string): Promise<{ url: string }>;
  delete(key: string): Promise<void>;
  url(key: string): string;
}

export const UPLOADS_PREFIX = '/uploads/';

export class DiskStorage implements Storage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = join(dataDir, 'uploads');
    mkdirSync(this.root, { recursive: true });
  }

  private path(key: string): string {
    const clean = normalize(key).replace(/^(\.\.(\/|\\|$))+/, '');
    if (clean.startsWith('/') || clean.includes('..')) throw new Error(`Bad storage key: ${key}`);
    return join(this.root, clean);
  }

  async put(key: string, body: Buffer): Promise<{ url: string }> {
    const file = this.path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, body);
    return { url: this.url(key) };
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  url(key: string): string {
    return `${UPLOADS_PREFIX}${key}`;
  }
}
