import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rename, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { EmbeddedPostgresError } from './embedded-postgres-error';
import { findPostgresBinary } from './find-postgres-binary';
import { postgresUserIds } from './postgres-user-ids';

// Url-safe, so that it goes into DATABASE_URL as it is.
const PASSWORD_PATTERN = /^[A-Za-z0-9_-]{16,}$/;

/** The file beside the data folder (COFFER_HOME/postgres.password) holding its password. */
export function passwordFileOf(dataDir: string): string {
  return `${dataDir}.password`;
}

export function newSuperuserPassword(): string {
  return randomBytes(32).toString('base64url');
}

/** The password the file holds; undefined when there is no file yet. */
export async function readSuperuserPassword(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const password = text.trim();
  if (!PASSWORD_PATTERN.test(password)) {
    throw new EmbeddedPostgresError(
      `${file} must hold the embedded PostgreSQL's password: one line of at least 16 of A-Z a-z 0-9 _ - ` +
        '(remove the file to have a new password made at the next start)',
    );
  }
  return password;
}

/** Written whole or not at all (a crash never leaves half a password), readable by this user only. */
export async function writeSuperuserPassword(file: string, password: string): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, `${password}\n`, { mode: 0o600 });
  await rename(partial, file);
}

/**
 * Gives the `postgres` role `password`, in single-user mode: the server is not running and
 * listens nowhere, and the role's current password is not needed (a data folder of an older
 * Coffer has the published one; a fresh one, initdb's throwaway). The statement goes through
 * standard input, never the command line that other users of the machine can read.
 */
export async function setSuperuserPassword(options: {
  dataDir: string;
  password: string;
}): Promise<void> {
  const { dataDir, password } = options;
  const literal = pg.escapeLiteral(password);
  const child = spawn(
    await findPostgresBinary(),
    ['--single', '-D', dataDir, '-c', 'exit_on_error=on', 'postgres'],
    { stdio: ['pipe', 'ignore', 'pipe'], ...(await postgresUserIds()) },
  );
  let output = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const exited = new Promise<string | undefined>((resolve) => {
    child.once('error', (error) => resolve(`not started (${error.message})`));
    child.once('exit', (code, signal) =>
      resolve(code === 0 ? undefined : signal ? `signal ${signal}` : `exit code ${String(code)}`),
    );
  });
  child.stdin.on('error', () => undefined);
  child.stdin.end(`ALTER ROLE postgres PASSWORD ${literal};\n`);
  const failure = await exited;
  if (failure === undefined) return;
  // PostgreSQL repeats a failed statement in its log: the password stays out of the message.
  const lines = output.replaceAll(literal, "'…'").replaceAll(password, '…').trim();
  throw new EmbeddedPostgresError(
    `PostgreSQL could not set its password in single-user mode with its data in ${dataDir} ` +
      `(${failure}):\n${lines.replace(/^/gm, '  ')}`,
  );
}
