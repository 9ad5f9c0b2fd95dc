import { spawn } from 'node:child_process';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { findPostgresBinary } from './find-postgres-binary';
import { postgresUserIds } from './postgres-user-ids';

export type PostgresProcess = {
  /** Settles once the server has exited, whatever ended it, with a description of how. */
  exited: Promise<string>;
  /** Fast shutdown; resolves once the server has exited. */
  stop: () => Promise<void>;
  /** The server's last lines of output, to explain an exit. */
  recentOutput: () => string;
};

const READY = 'database system is ready to accept connections';
const LINES_KEPT = 20;

/**
 * A shell that runs `postgres` and sends it SIGINT (fast shutdown) once the shell's standard
 * input, a pipe from this process, reaches its end: when stop() closes it, and also when
 * this process dies in any way, SIGKILL included. The server runs in a process group of its
 * own, so that a signal to Coffer's group (Ctrl-C, a supervisor's SIGTERM) reaches the app
 * first and the database only once the app has drained (ARCHITECTURE.md, "Processes"); the
 * pipe keeps it from outliving Coffer all the same.
 * A non-interactive shell gives background commands /dev/null as input: hence fd 3.
 */
const GUARDIAN = [
  'exec 3<&0 0</dev/null',
  '"$0" "$@" 3<&- &',
  'pg=$!',
  '{ cat <&3 >/dev/null; kill -INT "$pg"; } 2>/dev/null &',
  'exec 3<&-',
  'wait "$pg"',
].join('\n');

/**
 * Starts PostgreSQL on an initialised data folder, listening on 127.0.0.1:`port` only (the
 * URL Coffer uses: a server that also got ::1 would start with the IPv4 port taken). Resolves
 * once it accepts connections; rejects with PostgreSQL's own lines when it exits first.
 */
export async function spawnPostgres(options: {
  dataDir: string;
  port: number;
}): Promise<PostgresProcess> {
  const { dataDir, port } = options;
  const binary = await findPostgresBinary();
  const child = spawn(
    '/bin/sh',
    ['-c', GUARDIAN, binary, '-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'],
    { detached: true, stdio: ['pipe', 'ignore', 'pipe'], ...(await postgresUserIds()) },
  );
  // Written to only by closing it; the shell may be gone already.
  child.stdin.on('error', () => undefined);

  const lines: string[] = [];
  let partial = '';
  const keep = (text: string) => {
    lines.push(...text.split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - LINES_KEPT));
  };
  const ready = new Promise<void>((resolve) => {
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      const text = partial + chunk;
      const end = text.lastIndexOf('\n') + 1;
      keep(text.slice(0, end));
      partial = text.slice(end);
      if (text.includes(READY)) resolve();
    });
  });
  const exited = new Promise<string>((resolve) => {
    child.once('error', (error) => resolve(`not started (${error.message})`));
    child.once('exit', (code, signal) => {
      keep(partial);
      partial = '';
      resolve(signal ? `signal ${signal}` : `exit code ${String(code)}`);
    });
  });
  const recentOutput = () => lines.map((line) => `  ${line}`).join('\n');

  const startedFirst = await Promise.race([ready.then(() => true), exited.then(() => false)]);
  if (!startedFirst) {
    throw new EmbeddedPostgresError(
      `PostgreSQL did not start on 127.0.0.1:${port} with its data in ${dataDir} ` +
        `(${await exited}):\n${recentOutput()}`,
    );
  }
  return {
    exited,
    stop: async () => {
      child.stdin.end();
      await exited;
    },
    recentOutput,
  };
}
