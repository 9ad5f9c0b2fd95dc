import type { Server } from 'node:http';

export type ListenOptions = {
  /** The setting that chose the port, named when it cannot be used. */
  setting?: string;
  /** An address of this machine, and the setting that chose it; unset: every interface. */
  host?: { address: string; setting: string };
};

/**
 * Listens on `host` (every interface without one); a taken or forbidden port, or an address
 * this machine does not have, rejects with a message naming it and the setting that chose it.
 */
export function listenOnPort(
  server: Server,
  port: number,
  { setting = 'PORT', host }: ListenOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = (error: NodeJS.ErrnoException) => {
      const reasons: Record<string, string> = {
        EADDRINUSE: `port ${port} is already in use: stop what listens there, or set ${setting} to another port`,
        EACCES: `port ${port} needs privileges this process does not have: set ${setting} to a port above 1023`,
        ...(host && {
          EADDRNOTAVAIL: `${host.address} is not an address of this machine: set ${host.setting} to one of its addresses`,
        }),
      };
      reject(
        new Error(reasons[error.code ?? ''] ?? `cannot listen on port ${port}: ${error.message}`),
      );
    };
    server.once('error', fail);
    server.listen(port, host?.address, () => {
      server.off('error', fail);
      resolve();
    });
  });
}
