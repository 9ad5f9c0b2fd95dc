import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import {
  FileNotFoundError,
  FileTooLargeError,
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
      await mkdir(path.dirname(temporary), { recursive: true });
      await mkdir(path.dirname(target), { recursive: true });
      const handle = await open(temporary, 'wx', 0o600);
      let size = 0;
      let tooLarge = false;
      try {
        for await (const chunk of source) {
          size += chunk.byteLength;
          // Keep reading (and dropping) past the limit: the sender's stream must be drained,
          // not destroyed, for the HTTP answer to reach it.
          if (size > maxBytes) tooLarge = true;
          if (!tooLarge) await handle.write(chunk);
        }
        if (tooLarge) throw new FileTooLargeError(maxBytes);
        await handle.sync();
        await handle.close();
        await rename(temporary, target);
        return { size };
      } catch (error) {
        await handle.close().catch(() => undefined);
        await rm(temporary, { force: true });
        throw error;
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
