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

export type CofferProcessOptions = {
  /** Runs the job queue's workers too, as every Coffer process does in production. */
  jobWorkers?: boolean;
  /** Its APP_ORIGIN, when it stands beside another server of the same issuer. */
  issuer?: string;
};

/**
 * Starts coffer-process.ts (through tsx) on this test file's database and file storage, with
 * this process's secret, so sessions and tokens made here are valid there.
 */
export async function spawnCofferProcess(
  options: CofferProcessOptions = {},
): Promise<CofferProcess> {
  const env = getEnv();
  const server = await startChildServer<{ origin: string }>(
    fileURLToPath(new URL('./coffer-process.ts', import.meta.url)),
    {
      env: {
        DATABASE_URL: env.databaseUrl,
        FILE_STORAGE_DIR: env.fileStorageDir,
        COFFER_SECRET: env.secret,
        ...(options.jobWorkers && { COFFER_TEST_JOB_WORKERS: 'on' }),
        ...(options.issuer && { COFFER_TEST_ISSUER: options.issuer }),
      },
      stdin: 'pipe',
    },
  );
  return { origin: server.ready.origin, output: server.output, kill: server.stop };
}
