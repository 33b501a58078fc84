/**
 * How `npm run backup` asks the running server for a backup (docs/decisions/007-backups.md): a Unix socket,
 * `DATA_DIR/backup.sock`, that only the account owning DATA_DIR may open (mode 0600). Whoever can read
 * DATA_DIR can read the database anyway; nothing is exposed on the network. One request, one JSON line each
 * way: `{"backup": "/absolute/file.tar.gz"}` → `{"ok": true, ...summary}` or `{"ok": false, "message"}`.
 */
import { chmodSync, existsSync, unlinkSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import { isAbsolute, join } from 'node:path';
import type { BackupSummary } from './archive';

export const socketPath = (dataDir: string) => join(dataDir, 'backup.sock');

type Answer = ({ ok: true } & BackupSummary) | { ok: false; message: string };

const MAX_REQUEST = 8192;

function readLine(socket: Socket, onLine: (line: string) => void) {
  let buffered = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffered += chunk;
    const end = buffered.indexOf('\n');
    if (end >= 0) {
      socket.removeAllListeners('data');
      onLine(buffered.slice(0, end));
    } else if (buffered.length > MAX_REQUEST) socket.destroy();
  });
}

/**
 * Listens on DATA_DIR/backup.sock (a socket left by a server that was killed is replaced: this process holds
 * DATA_DIR's lock). Returns the function that stops listening and removes the socket.
 */
export async function serveBackupRequests(
  dataDir: string,
  backup: (file: string) => Promise<BackupSummary>,
): Promise<() => Promise<void>> {
  const path = socketPath(dataDir);
  if (existsSync(path)) unlinkSync(path);
  const server = createServer((socket) => {
    socket.on('error', () => {});
    readLine(socket, (line) => {
      const answer = (result: Answer) => socket.end(`${JSON.stringify(result)}\n`);
      let file: unknown;
      try {
        file = (JSON.parse(line) as { backup?: unknown }).backup;
      } catch {
        file = undefined;
      }
      if (typeof file !== 'string' || !isAbsolute(file))
        return answer({ ok: false, message: 'Expected {"backup": "<absolute file name>"}.' });
      backup(file).then(
        (summary) => answer({ ok: true, ...summary }),
        (error: unknown) =>
          answer({ ok: false, message: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      resolve();
    });
  });
  chmodSync(path, 0o600);
  return () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      try {
        unlinkSync(path);
      } catch {
        // Already gone.
      }
    });
}

/** Asks the server holding `dataDir` for a backup into `file`; null when no server listens there. */
export function requestBackup(dataDir: string, file: string): Promise<BackupSummary | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(socketPath(dataDir));
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(null);
      else reject(error);
    });
    socket.once('connect', () => socket.write(`${JSON.stringify({ backup: file })}\n`));
    readLine(socket, (line) => {
      socket.end();
      const answer = JSON.parse(line) as Answer;
      if (answer.ok) {
        const { ok: _ok, ...summary } = answer;
        resolve(summary);
      } else reject(new Error(answer.message));
    });
    socket.once('end', () => reject(new Error('The server closed the backup request without an answer.')));
  });
}
