import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../../packages/db/test/free-port';
import { listenOnPort } from './listen-on-port';

describe('listenOnPort', () => {
  it('names the port and the setting that chose it when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(listenOnPort(createServer(), port, { setting: 'METRICS_PORT' })).rejects.toThrow(
        `port ${port} is already in use: stop what listens there, or set METRICS_PORT to another port`,
      );
    } finally {
      taken.close();
    }
  });

  it('listens on the address it is given only', async () => {
    const server = createServer();
    const port = await freePort();
    await listenOnPort(server, port, { host: { address: '127.0.0.1', setting: 'METRICS_HOST' } });
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1', port });
    } finally {
      server.close();
    }
  });

  it('names the setting of an address this machine does not have', async () => {
    // TEST-NET-1 (RFC 5737): never an address of a machine.
    const host = { address: '192.0.2.1', setting: 'METRICS_HOST' };
    await expect(listenOnPort(createServer(), await freePort(), { host })).rejects.toThrow(
      '192.0.2.1 is not an address of this machine: set METRICS_HOST to one of its addresses',
    );
  });
});
