import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServerAdapter } from '@whatwg-node/server';
import { NATIVE_FETCH_API } from '../../../../test/native-fetch-api';
import { handleBoxApi } from './box-api';

export type BoxApiServer = { origin: string; port: number; close: () => Promise<void> };

/** The box API on a loopback port, for clients that must go through real HTTP. */
export async function startBoxApiServer(): Promise<BoxApiServer> {
  const adapter = createServerAdapter(handleBoxApi, { fetchAPI: NATIVE_FETCH_API });
  const server: Server = createServer((request, response) => {
    void adapter(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
