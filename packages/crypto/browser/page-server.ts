import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';

export interface ServedPage {
  /** http://127.0.0.1:<port>/ — a secure context, so crypto.subtle exists. */
  url: string;
  close(): Promise<void>;
}

/**
 * Bundles `entry` for the browser into a temporary directory and serves it on 127.0.0.1 from
 * a blank page, for the browser conformance tests and the bench.
 */
export async function servePage(entry: string): Promise<ServedPage> {
  const directory = await mkdtemp(join(tmpdir(), 'coffer-crypto-page-'));
  const bundlePath = join(directory, 'bundle.js');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    outfile: bundlePath,
    sourcemap: 'inline',
    logLevel: 'warning',
  });
  const bundle = await readFile(bundlePath);
  const html =
    '<!doctype html><meta charset="utf-8"><title>coffer crypto</title><script type="module" src="/bundle.js"></script>';
  const server = createServer((request, response) => {
    if (request.url === '/bundle.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(bundle);
    } else if (request.url === '/') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
