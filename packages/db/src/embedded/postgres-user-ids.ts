import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { EmbeddedPostgresError } from './embedded-postgres-error';

const execFileAsync = promisify(execFile);

/**
 * PostgreSQL refuses to run as root: then it runs as the `postgres` user, which
 * embedded-postgres creates when it initialises a data folder. Other users run it as
 * themselves.
 */
export async function postgresUserIds(): Promise<{ uid?: number; gid?: number }> {
  if (process.getuid?.() !== 0) return {};
  try {
    const [uid, gid] = await Promise.all(
      ['-u', '-g'].map(async (flag) =>
        Number((await execFileAsync('id', [flag, 'postgres'])).stdout),
      ),
    );
    return { uid, gid };
  } catch {
    throw new EmbeddedPostgresError(
      'PostgreSQL cannot run as root and there is no `postgres` user to run it as: create one (useradd postgres) or remove the data folder so that it is initialised again',
    );
  }
}
