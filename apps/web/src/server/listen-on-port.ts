import type { Server } from 'node:http';

/**
 * Listens on every interface; a taken or forbidden port rejects with a message naming it and
 * the setting that chose it.
 */
export function listenOnPort(server: Server, port: number, setting = 'PORT'): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      const reasons: Record<string, string> = {
        EADDRINUSE: `port ${port} is already in use: stop what listens there, or set ${setting} to another port`,
        EACCES: `port ${port} needs privileges this process does not have: set ${setting} to a port above 1023`,
      };
      reject(
        new Error(reasons[error.code ?? ''] ?? `cannot listen on port ${port}: ${error.message}`),
      );
    };
    server.once('error', fail);
    server.listen(port, () => {
      server.off('error', fail);
      resolve();
    });
  });
}
