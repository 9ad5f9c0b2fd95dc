import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import {
  FileNotFoundError,
  FileTooLargeError,
  StorageFullError,
  type FileStorage,
  type StorageKey,
} from './file-storage';

const KEY_PATTERN = /^(avatars|files)\/[0-9a-f-]{36}$/;

/** FileStorage in a directory: `<root>/<key>`, temporary files in `<root>/.tmp`. */
export function createDirectoryStorage(root: string): FileStorage {
  const pathOf = (key: StorageKey) => {
    // Keys are made by the server; the check keeps a bug from ever escaping the root.
    if (!KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
    return path.join(root, key);
  };
  return {
    async write(key, source, { maxBytes }) {
      const target = pathOf(key);
      const temporary = path.join(root, '.tmp', `${randomUUID()}.part`);
      let handle: FileHandle | undefined;
      try {
        await mkdir(path.dirname(temporary), { recursive: true });
        await mkdir(path.dirname(target), { recursive: true });
        handle = await open(temporary, 'wx', 0o600);
        const size = await copyAtMost(source, handle, maxBytes);
        await handle.sync();
        await handle.close();
        await rename(temporary, target);
        return { size };
      } catch (error) {
        await handle?.close().catch(() => undefined);
        await rm(temporary, { force: true });
        // ENOSPC may come from any step (a directory, the file, a write, the sync).
        throw isNoSpace(error) ? new StorageFullError({ cause: error }) : error;
      }
    },
    async read(key) {
      const file = pathOf(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

/**
 * Copies the source into the file, counting. Past the limit it keeps reading and dropping:
 * the sender's stream must be drained, not destroyed, for the 413 to reach it. A write error
 * (no room) stops at once; the caller drains what is left of the request.
 */
async function copyAtMost(
  source: AsyncIterable<Uint8Array>,
  handle: FileHandle,
  maxBytes: number,
): Promise<number> {
  let size = 0;
  for await (const chunk of source) {
    size += chunk.byteLength;
    if (size <= maxBytes) await handle.write(chunk);
  }
  if (size > maxBytes) throw new FileTooLargeError(maxBytes);
  return size;
}

function isNoSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
