// Child process of the benchmark: Coffer's REST API (the same handler, procedures and
// streaming routes as `pnpm start` serves under /api) on a loopback port, configured by the
// environment the parent gives. No Next.js: the box operations' own cost is measured.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { handleRestRequest } from '@coffer/api';
import { getDb } from '@coffer/db';

// Node's own Request and streams: the upload route reads bodies with Readable.fromWeb, which
// refuses the adapter's default ponyfills (Next.js hands native ones too).
const adapter = createServerAdapter(handleRestRequest, {
  fetchAPI: { Request, Response, Headers, ReadableStream, FormData, Blob, File },
});
const server = createServer((request, response) => {
  void adapter(request, response);
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as AddressInfo;
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => {
    void getDb()
      .$disconnect()
      .then(() => process.exit(0));
  });
});
