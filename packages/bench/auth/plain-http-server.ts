// Child process of the benchmark: the route layer's baseline, a bare node:http server that
// answers GET with the JSON it was given (Coffer's discovery document), as Coffer's
// discovery route does without touching the database. Prints {"port": n} once listening.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const body = process.argv[2] ?? '{}';

const server = createServer((_request, response) => {
  response
    .writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
});
process.once('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
