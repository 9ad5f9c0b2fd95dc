import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { hasExited } from '../../db/test/has-exited';

const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type ServerProcess = { pid: number; port: number; stop: () => Promise<void> };

/**
 * Runs a server script (TypeScript, through tsx) in a child process of its own, so that its
 * resident memory can be read alone and the load generator does not share its event loop.
 * The script prints `{"port": n}` once it listens.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))],
    {
      cwd: WORKSPACE_ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const port = await readPort(child);
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${script} did not start`);
  return {
    pid,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (hasExited(child)) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

function readPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.once('line', (line) => {
      const { port } = JSON.parse(line) as { port: number };
      resolve(port);
    });
    child.once('exit', (code) => reject(new Error(`server exited with code ${String(code)}`)));
  });
}

/** Resident set size of a process, in bytes (Linux /proc). */
export async function residentBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kib = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kib === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kib) * 1024;
}
