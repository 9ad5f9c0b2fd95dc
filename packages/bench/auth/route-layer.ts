import { fileURLToPath } from 'node:url';
import { startChildServer } from '../../db/test/start-child-server';
import { runLoad, type LoadResult } from './load';
import { measureInterleaved, type InterleavedResults } from './interleave';
import type { MeasureSettings } from './measure';

const PLAIN = 'node:http';
const COFFER = "Coffer's server";

/** What Coffer's edge may add to a request of node:http's own cost (issue #28). */
const ROUTING_OVERHEAD_GOAL_MS = 0.1;

/**
 * Coffer's routing overhead: its discovery document (no database) through Coffer's own server
 * (client address, security headers, request log and metrics, dispatch, the node:http ↔ fetch
 * bridge, the table) against a bare node:http server sending the same document, in turns.
 * The difference is what Coffer's edge adds to every request of every route.
 */
export async function measureRouteLayer(options: {
  origin: string;
  serverPid: number;
  connections: number;
  settings: MeasureSettings;
  rounds: number;
}): Promise<InterleavedResults> {
  const discoveryUrl = `${options.origin}/.well-known/openid-configuration`;
  const document = await (await fetch(discoveryUrl)).text();
  const plain = await startPlainServer(document);
  const get = (url: string, serverPid: number) => (amount: number, connections: number) =>
    runLoad({
      url,
      method: 'GET',
      contentType: 'text/plain',
      bodies: Array.from({ length: amount }, () => ''),
      connections,
      serverPid,
    });
  try {
    return await measureInterleaved(
      [
        { name: COFFER, run: get(discoveryUrl, options.serverPid) },
        { name: PLAIN, run: get(`http://127.0.0.1:${plain.port}/`, plain.pid) },
      ],
      options.settings,
      options.rounds,
    );
  } finally {
    await plain.stop();
  }
}

export function formatRouteLayer(results: InterleavedResults): string[] {
  const coffer: LoadResult = results.get(COFFER)!.total;
  const plain: LoadResult = results.get(PLAIN)!.total;
  const overheadMs = coffer.serverCpuMsPerSuccess - plain.serverCpuMsPerSuccess;
  return [
    '',
    `Coffer's routing overhead vs node:http (GET discovery, no database): ` +
      `${overheadMs.toFixed(3)} ms CPU per request (goal ≤ ${ROUTING_OVERHEAD_GOAL_MS} ms; ` +
      `ratio to goal ${(overheadMs / ROUTING_OVERHEAD_GOAL_MS).toFixed(2)}) | ` +
      `Coffer ${coffer.serverCpuMsPerSuccess.toFixed(3)} ms, ${Math.round(coffer.successesPerSecond)} req/s | ` +
      `node:http ${plain.serverCpuMsPerSuccess.toFixed(3)} ms, ${Math.round(plain.successesPerSecond)} req/s`,
  ];
}

async function startPlainServer(document: string) {
  const server = await startChildServer<{ port: number }>(
    fileURLToPath(new URL('./plain-http-server.ts', import.meta.url)),
    { args: [document], stderr: 'inherit' },
  );
  return { port: server.ready.port, pid: server.pid, stop: () => server.stop() };
}
