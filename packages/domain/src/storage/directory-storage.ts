import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, opendir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  FileNotFoundError,
  FileTooLargeError,
  isStorageKey,
  STORAGE_AREAS,
  StorageFullError,
  type FileStorage,
  type StorageKey,
  type StoredItem,
  type TemporaryItem,
} from './file-storage';

const TEMPORARY_DIR = '.tmp';
// `<area>.<uuid>.part`, named after the key it is written for, so that a sweep can remove
// the temporary file of an abandoned upload at once; older Coffers wrote `<uuid>.part`.
const TEMPORARY_PATTERN = /^(?:(avatars|files)\.)?([0-9a-f-]{36})\.part$/;

/** FileStorage in a directory: `<root>/<key>`, temporary files in `<root>/.tmp`. */
export function createDirectoryStorage(root: string): FileStorage {
  const pathOf = (key: StorageKey) => {
    assertStorageKey(key);
    return path.join(root, key);
  };
  const temporaryDir = path.join(root, TEMPORARY_DIR);
  return {
    async write(key, source, { maxBytes }) {
      const target = pathOf(key);
      const temporary = path.join(temporaryDir, `${key.replace('/', '.')}.part`);
      let handle: FileHandle | undefined;
      try {
        await mkdir(temporaryDir, { recursive: true });
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
        if (isNotFound(error)) throw new FileNotFoundError(key);
        throw error;
      }
    },
    async exists(key) {
      return (await modifiedAt(pathOf(key))) !== undefined;
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async *list() {
      for (const area of STORAGE_AREAS) {
        for await (const item of listDirectory(path.join(root, area))) {
          const key = `${area}/${item.name}` as const;
          if (isStorageKey(key)) yield { name: key, modifiedAt: item.modifiedAt };
        }
      }
    },
    async *listTemporary(): AsyncGenerator<TemporaryItem> {
      for await (const item of listDirectory(temporaryDir)) {
        const match = TEMPORARY_PATTERN.exec(item.name);
        if (!match) continue;
        const [, area, uuid] = match;
        const key = area === undefined ? undefined : (`${area}/${uuid}` as StorageKey);
        yield { ...item, key };
      }
    },
    async probe() {
      // The folder a write starts in: made if missing, and it must take a file.
      await mkdir(temporaryDir, { recursive: true });
      await access(temporaryDir, constants.W_OK);
    },
    async removeTemporary(name) {
      if (!TEMPORARY_PATTERN.test(name)) throw new Error(`invalid temporary file name ${name}`);
      await rm(path.join(temporaryDir, name), { force: true });
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

/** Files of a folder with their modification time; none if the folder does not exist yet. */
async function* listDirectory(directory: string): AsyncGenerator<StoredItem<string>> {
  let entries;
  try {
    entries = await opendir(directory);
  } catch (error) {
    if (isNotFound(error)) return;
    throw error;
  }
  for await (const entry of entries) {
    if (!entry.isFile()) continue;
    const time = await modifiedAt(path.join(directory, entry.name));
    // Gone between listing and stat: another process removed it.
    if (time) yield { name: entry.name, modifiedAt: time };
  }
}

async function modifiedAt(file: string): Promise<Date | undefined> {
  try {
    return (await stat(file)).mtime;
  } catch (error) {
    if (isNotFound(error)) return undefined;
    throw error;
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

function isNoSpace(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOSPC' || code === 'EDQUOT';
}
