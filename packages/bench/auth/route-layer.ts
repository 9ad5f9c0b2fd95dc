import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { runLoad, type LoadResult } from './load';
import { measureInterleaved, type InterleavedResults } from './interleave';
import type { MeasureSettings } from './measure';

const PLAIN = 'node:http';
const NEXT = 'Coffer (Next.js route)';

/**
 * The route layer's cost: Coffer's discovery route (a Next.js route handler, no database)
 * against a bare node:http server sending the same document, in turns. The difference is
 * what Next.js adds to every request of every route.
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
        { name: NEXT, run: get(discoveryUrl, options.serverPid) },
        { name: PLAIN, run: get(`http://127.0.0.1:${plain.port}/`, plain.pid) },
      ],
      options.settings,
      options.rounds,
    );
  } finally {
    plain.stop();
  }
}

export function formatRouteLayer(results: InterleavedResults): string[] {
  const next: LoadResult = results.get(NEXT)!.total;
  const plain: LoadResult = results.get(PLAIN)!.total;
  return [
    '',
    `route layer (GET discovery, no database): Next.js ${next.serverCpuMsPerSuccess.toFixed(2)} ms CPU, ` +
      `${Math.round(next.successesPerSecond)} req/s | node:http ${plain.serverCpuMsPerSuccess.toFixed(2)} ms CPU, ` +
      `${Math.round(plain.successesPerSecond)} req/s | ratio of CPU ${(next.serverCpuMsPerSuccess / plain.serverCpuMsPerSuccess).toFixed(1)}×`,
  ];
}

async function startPlainServer(document: string) {
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('./plain-http-server.ts', import.meta.url)),
      document,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', (line) =>
      resolve((JSON.parse(line) as { port: number }).port),
    );
    child.once('exit', (code) => reject(new Error(`node:http server exited (${String(code)})`)));
  });
  return { port, pid: child.pid!, stop: () => child.kill('SIGTERM') };
}
