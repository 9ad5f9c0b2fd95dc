import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import path from 'node:path';
import type { JWK } from 'jose';

/**
 * What `coffer login` keeps: where Coffer is, the client id, and the PATH of the private key
 * file, never the key itself (a settings file is not a secret store).
 */
export type CliSettings = { origin: string; client_id: string; key_file: string };

/** `COFFER_CONFIG_DIR`, else `~/.config/coffer`. */
export function settingsFile(env: NodeJS.ProcessEnv = process.env): string {
  const dir = env['COFFER_CONFIG_DIR'] || path.join(homedir(), '.config', 'coffer');
  return path.join(dir, 'settings.json');
}

export async function writeSettings(settings: CliSettings): Promise<string> {
  const file = settingsFile();
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  await writeFile(file, `${JSON.stringify(settings, null, 2)}\n`, { mode: 0o600 });
  // writeFile's mode applies only to a new file: an older one is narrowed too.
  await chmod(file, 0o600);
  return file;
}

export async function readSettings(): Promise<CliSettings> {
  const file = settingsFile();
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new Error(`not logged in (no ${file}): run \`coffer login\` first`);
  }
  return JSON.parse(text) as CliSettings;
}

/** A private JWK from a file; the error never quotes the file's content. */
export async function readKeyFile(file: string): Promise<JWK> {
  let key: unknown;
  try {
    key = JSON.parse(await readFile(file, 'utf8'));
  } catch {
    throw new Error(`${file}: not a readable JSON Web Key file`);
  }
  if (typeof key !== 'object' || key === null || typeof (key as JWK).d !== 'string') {
    throw new Error(`${file}: not a private JSON Web Key (no "d")`);
  }
  return key;
}
