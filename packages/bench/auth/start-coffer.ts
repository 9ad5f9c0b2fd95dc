import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { startCoffer as spawnAndWait } from '../../db/test/spawn-coffer';

/** What the bench process shares with the server so that both use one database and one secret. */
export type SharedEnv = {
  DATABASE_URL: string;
  COFFER_HOME: string;
  APP_ORIGIN: string;
  COFFER_SECRET: string;
};

export type CofferServer = {
  origin: string;
  /** Root of the server's processes (pnpm), PostgreSQL included. */
  pid: number;
  sharedEnv: SharedEnv;
  /** The server's last output lines, to explain failures. */
  recentOutput: () => string[];
  stop: () => Promise<void>;
};

const CPU_PROFILE_HOOK = fileURLToPath(new URL('./cpu-profile-hook.mjs', import.meta.url));
const OUTPUT_LINES_KEPT = 40;

/**
 * `pnpm start` (the production build on its own embedded PostgreSQL) in a fresh home, on
 * free ports (packages/db/test/spawn-coffer.ts). stop() ends it gracefully, so that every
 * Node.js process writes its CPU profile, then removes the home.
 */
export async function startCoffer(options: {
  /** AUTH_REQUESTS_PER_IP_PER_MINUTE and CLIENT_REQUESTS_PER_MINUTE: every request comes from 127.0.0.1, most from one client. */
  requestsPerMinute: number;
  /** A folder for V8 CPU profiles of Coffer's Node.js processes (`node --cpu-prof`). */
  cpuProfileDir?: string;
  /** DATABASE_POOL_SIZE; Coffer's default when unset. */
  poolSize?: string;
  /** Another checkout's build to start (a baseline to compare with); this one by default. */
  workspaceRoot?: string;
}): Promise<CofferServer> {
  // Set for both processes: left unset, each would race to generate COFFER_HOME/secrets.json,
  // and the signing keys sealed by one could not be opened by the other.
  const secret = randomBytes(32).toString('base64url');
  const coffer = await spawnAndWait({
    workspaceRoot: options.workspaceRoot,
    env: {
      NODE_ENV: 'production',
      COFFER_SECRET: secret,
      AUTH_REQUESTS_PER_IP_PER_MINUTE: String(options.requestsPerMinute),
      CLIENT_REQUESTS_PER_MINUTE: String(options.requestsPerMinute),
      DATABASE_POOL_SIZE: options.poolSize,
      // Every Node.js process of the tree writes a profile on exit (cpu-profile-hook.mjs).
      ...(options.cpuProfileDir
        ? {
            NODE_OPTIONS: `--import=${CPU_PROFILE_HOOK}`,
            COFFER_BENCH_CPU_PROFILE_DIR: options.cpuProfileDir,
          }
        : {}),
    },
  });
  return {
    origin: coffer.origin,
    pid: coffer.group,
    sharedEnv: {
      DATABASE_URL: coffer.databaseUrl,
      COFFER_HOME: coffer.home,
      APP_ORIGIN: coffer.origin,
      COFFER_SECRET: secret,
    },
    recentOutput: () => coffer.output().split('\n').filter(Boolean).slice(-OUTPUT_LINES_KEPT),
    stop: async () => {
      await coffer.stop();
      await coffer.remove();
    },
  };
}
