import { createServer } from 'node:net';

/**
 * A port free on 127.0.0.1 right now. Another process could take it before it is used;
 * on a bench machine that is rare, and the server start then fails loudly.
 */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}
