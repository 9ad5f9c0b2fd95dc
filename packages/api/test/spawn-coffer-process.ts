import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { getEnv } from '@coffer/env';
import { hasExited } from '../../db/test/has-exited';

const WORKSPACE_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export type CofferProcess = {
  origin: string;
  /** Everything the process wrote to stderr so far. */
  stderr: () => string;
  /** Its stdout (the JSON log lines) and stderr so far. */
  output: () => string;
  /** Sends the signal and waits for the process to end. */
  kill: (signal: NodeJS.Signals) => Promise<void>;
};

/**
 * Starts coffer-process.ts (through tsx) on this test file's database and file storage, with
 * this process's secret, so sessions and tokens made here are valid there.
 */
export async function spawnCofferProcess(): Promise<CofferProcess> {
  const env = getEnv();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./coffer-process.ts', import.meta.url))],
    {
      cwd: WORKSPACE_ROOT,
      env: {
        ...process.env,
        DATABASE_URL: env.databaseUrl,
        FILE_STORAGE_DIR: env.fileStorageDir,
        COFFER_SECRET: env.secret,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (text: string) => {
    stderr += text;
  });
  const exited = once(child, 'exit');
  // After its address, stdout carries the JSON log lines (server errors among them).
  const lines = createInterface({ input: child.stdout });
  let stdout = '';
  lines.on('line', (text) => {
    stdout += `${text}\n`;
  });
  // Bounded: a test file may start this at its top level, where no test timeout applies.
  const [line] = (await Promise.race([
    once(lines, 'line', { signal: AbortSignal.timeout(60_000) }),
    exited.then(() => {
      throw new Error(`the Coffer process exited before listening:\n${stderr}`);
    }),
  ]).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw new Error(`the Coffer process did not listen:\n${stderr}`, { cause: error });
  })) as [string];
  const { origin } = JSON.parse(line) as { origin: string };
  return {
    origin,
    stderr: () => stderr,
    output: () => stdout + stderr,
    kill: async (signal) => {
      if (!hasExited(child)) {
        child.kill(signal);
        await exited;
      }
    },
  };
}
