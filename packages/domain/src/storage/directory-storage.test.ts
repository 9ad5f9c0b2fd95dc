import { chmod, mkdir, mkdtemp, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createDirectoryStorage } from './directory-storage';
import { chunks, collect, describeFileStorage, newKey } from './test/file-storage-suite';

async function newStorage() {
  const root = await mkdtemp(path.join(tmpdir(), 'coffer-storage-'));
  return { root, storage: createDirectoryStorage(root) };
}

describeFileStorage('directory storage', async () => {
  const { root, storage } = await newStorage();
  return {
    storage,
    // Blobs are files in the areas' folders; anything else a write leaves is in .tmp.
    leftovers: async () => readdir(path.join(root, '.tmp')).catch(() => []),
    async leaveTemporary(key) {
      const name = `${key.replace('/', '.')}.part`;
      await mkdir(path.join(root, '.tmp'), { recursive: true });
      await writeFile(path.join(root, '.tmp', name), 'cut short');
      return name;
    },
  };
});

describe('directory storage', () => {
  it('dates blobs and temporary files by their last write, and lists only its own', async () => {
    const { root, storage } = await newStorage();
    const file = newKey('files');
    await storage.write(file, chunks('f'), { maxBytes: 1 });
    const past = new Date('2026-01-02T03:04:05Z');
    await utimes(path.join(root, file), past, past);
    // Named as Coffers before issue #26 named them: no key, judged by age alone.
    const temporary = `${crypto.randomUUID()}.part`;
    await writeFile(path.join(root, '.tmp', temporary), 'cut short');
    await utimes(path.join(root, '.tmp', temporary), past, past);
    // Not Coffer's: never listed, so never swept.
    await writeFile(path.join(root, 'files', 'notes.txt'), 'x');
    await writeFile(path.join(root, '.tmp', 'other.part'), 'x');
    await mkdir(path.join(root, 'files', crypto.randomUUID()));

    expect(await collect(storage.list())).toEqual([{ name: file, modifiedAt: past }]);
    expect(await collect(storage.listTemporary())).toEqual([
      { name: temporary, modifiedAt: past, key: undefined },
    ]);
  });

  it('fails its probe when its folder cannot be made', async () => {
    const { root } = await newStorage();
    await writeFile(path.join(root, 'file'), 'not a folder');
    await expect(createDirectoryStorage(path.join(root, 'file')).probe()).rejects.toThrow();
  });

  it('keeps keys inside its folder', async () => {
    const { root, storage } = await newStorage();
    await chmod(root, 0o700);
    await expect(storage.read('files/../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
