import { fileURLToPath } from 'node:url';
import { getEnv } from '@coffer/env';
import { startChildServer } from '../../db/test/start-child-server';

export type CofferProcess = {
  origin: string;
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
  const server = await startChildServer<{ origin: string }>(
    fileURLToPath(new URL('./coffer-process.ts', import.meta.url)),
    {
      env: {
        DATABASE_URL: env.databaseUrl,
        FILE_STORAGE_DIR: env.fileStorageDir,
        COFFER_SECRET: env.secret,
      },
      stdin: 'pipe',
    },
  );
  return { origin: server.ready.origin, output: server.output, kill: server.stop };
}
