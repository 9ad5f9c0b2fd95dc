import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenOnPort } from './listen-on-port';

describe('listenOnPort', () => {
  it('names the port and the setting that chose it when the port is taken', async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const { port } = taken.address() as AddressInfo;
    try {
      await expect(listenOnPort(createServer(), port, 'METRICS_PORT')).rejects.toThrow(
        `port ${port} is already in use: stop what listens there, or set METRICS_PORT to another port`,
      );
    } finally {
      taken.close();
    }
  });
});
