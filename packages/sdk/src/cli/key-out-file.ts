import { constants } from 'node:fs';
import { access, open, rm, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** Where `box create` writes the box secret key, made sure of before the box exists. */
export type KeyOutFile = {
  /** Writes the key (mode 0600) and answers the file's path. */
  write: (boxId: string, secretKey: string) => Promise<string>;
  /** The box was not created: the reserved file goes. */
  release: () => Promise<void>;
};

/**
 * Reserves `--key-out` before a box is created: a box whose secret key cannot be written is a
 * box nobody can read again. The file is created empty (`wx`: it must not exist) and filled
 * once the box exists; without `--key-out`, the key goes to `<box id>.key` in the current
 * folder, which must be writable.
 */
export async function reserveKeyFile(keyOut: string | undefined): Promise<KeyOutFile> {
  if (keyOut === undefined) {
    await access(process.cwd(), constants.W_OK).catch((error: unknown) => {
      throw keyFileError(process.cwd(), error);
    });
    return {
      write: async (boxId, secretKey) => {
        const file = path.resolve(`${boxId}.key`);
        await writeFile(file, `${secretKey}\n`, { mode: 0o600, flag: 'wx' });
        return file;
      },
      release: async () => undefined,
    };
  }
  const file = path.resolve(keyOut);
  let handle: FileHandle;
  try {
    handle = await open(file, 'wx', 0o600);
  } catch (error) {
    throw keyFileError(file, error);
  }
  return {
    write: async (_boxId, secretKey) => {
      try {
        await handle.writeFile(`${secretKey}\n`);
      } finally {
        await handle.close();
      }
      return file;
    },
    release: async () => {
      await handle.close();
      await rm(file, { force: true });
    },
  };
}

function keyFileError(file: string, error: unknown): Error {
  const code = (error as NodeJS.ErrnoException).code;
  const why =
    code === 'EEXIST'
      ? 'it exists (a box key is never overwritten)'
      : code === 'ENOENT'
        ? 'its folder does not exist'
        : code === 'EACCES' || code === 'EPERM'
          ? 'its folder is not writable'
          : (code ?? 'unknown error');
  return new Error(`cannot write the box key to ${file}: ${why}; no box was created`);
}
