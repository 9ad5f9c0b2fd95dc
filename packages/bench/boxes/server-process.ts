import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { startChildServer } from '../../db/test/start-child-server';

export type ServerProcess = { pid: number; port: number; stop: () => Promise<void> };

/**
 * Runs a server script (TypeScript, through tsx) in a child process of its own, so that its
 * resident memory can be read alone and the load generator does not share its event loop.
 * The script prints `{"port": n}` once it listens (packages/db/test/start-child-server.ts).
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const server = await startChildServer<{ port: number }>(
    fileURLToPath(new URL(script, import.meta.url)),
    { env, stderr: 'inherit' },
  );
  return { pid: server.pid, port: server.ready.port, stop: () => server.stop() };
}

/** Resident set size of a process, in bytes (Linux /proc). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}
