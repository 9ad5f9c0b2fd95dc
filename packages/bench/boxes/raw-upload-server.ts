// Child process of the benchmark: the baseline, a bare node:http server that streams a
// request body to disk the way FileStorage does (temporary name, fsync, rename).
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdir, open, rename } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

const root = process.env['FILE_STORAGE_DIR'];
if (!root) throw new Error('FILE_STORAGE_DIR is required');

const server = createServer((request, response) => {
  const name = randomUUID();
  const temporary = path.join(root, '.tmp', `${name}.part`);
  void (async () => {
    // As FileStorage does on each write.
    await mkdir(path.join(root, '.tmp'), { recursive: true });
    await mkdir(path.join(root, 'raw'), { recursive: true });
    await pipeline(request, createWriteStream(temporary, { flags: 'wx', mode: 0o600 }));
    // fsync flushes the file, whichever descriptor asks.
    const handle = await open(temporary, 'r+');
    await handle.sync();
    await handle.close();
    await rename(temporary, path.join(root, 'raw', name));
    response.writeHead(201, { 'content-type': 'application/json' }).end('{}');
  })().catch((error: unknown) => {
    console.error('[raw server]', error);
    response.writeHead(500).end();
  });
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
