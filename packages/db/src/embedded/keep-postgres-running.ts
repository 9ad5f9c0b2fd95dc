import { setTimeout as sleep } from 'node:timers/promises';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { spawnPostgres, type PostgresProcess } from './spawn-postgres';

// Right after a crash the old server's backends may still hold its shared memory for a
// moment, and PostgreSQL refuses to start until they are gone: a few tries, then give up.
const RESTART_DELAYS_MS = [0, 200, 500, 1000, 2000];
// A server that keeps dying once started is not healed by starting it again.
const CRASHES_TOLERATED = 5;
const CRASH_WINDOW_MS = 60_000;

/**
 * Starts PostgreSQL on an initialised data folder and starts it again, in place (same data,
 * same port), whenever it dies before stop(): the app's connection pool reconnects by itself,
 * so a developer's `pnpm dev` and a lone `pnpm start` heal without anyone restarting them.
 * When it will not start again, or dies more than CRASHES_TOLERATED times within a minute,
 * `onFailure` is called instead (with-database then stops the app and exits non-zero, for a
 * supervisor or a person to act on the message).
 */
export async function keepPostgresRunning(options: {
  dataDir: string;
  port: number;
  log: (message: string) => void;
  onFailure: (error: Error) => void;
}): Promise<{ stop: () => Promise<void> }> {
  const { dataDir, port, log, onFailure } = options;
  let server = await spawnPostgres({ dataDir, port });
  let stopping = false;
  let restarting: Promise<void> | undefined;
  let crashTimes: number[] = [];

  const restart = async (reason: string, output: string) => {
    log(
      `PostgreSQL stopped unexpectedly (${reason}); starting it again. Its last lines:\n${output}`,
    );
    let lastError: unknown;
    for (const delay of RESTART_DELAYS_MS) {
      await sleep(delay);
      if (stopping) return;
      try {
        server = await spawnPostgres({ dataDir, port });
        supervise(server);
        log('PostgreSQL is running again');
        return;
      } catch (error) {
        lastError = error;
      }
    }
    onFailure(lastError instanceof Error ? lastError : new Error(String(lastError)));
  };
  const supervise = (watched: PostgresProcess) => {
    void watched.exited.then((reason) => {
      if (stopping) return;
      const now = Date.now();
      crashTimes = [...crashTimes.filter((time) => now - time < CRASH_WINDOW_MS), now];
      if (crashTimes.length > CRASHES_TOLERATED) {
        onFailure(
          new EmbeddedPostgresError(
            `PostgreSQL stopped ${crashTimes.length} times within a minute (last: ${reason}); ` +
              `not starting it again. Its last lines:\n${watched.recentOutput()}`,
          ),
        );
        return;
      }
      restarting = restart(reason, watched.recentOutput());
    });
  };
  supervise(server);

  return {
    stop: async () => {
      stopping = true;
      await restarting;
      await server.stop();
    },
  };
}
