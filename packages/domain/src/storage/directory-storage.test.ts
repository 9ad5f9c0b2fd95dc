import { randomUUID } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createDirectoryStorage } from './directory-storage';
import { FileNotFoundError, FileTooLargeError } from './file-storage';

async function newStorage() {
  const root = await mkdtemp(path.join(tmpdir(), 'coffer-storage-'));
  return { root, storage: createDirectoryStorage(root) };
}

async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

/** Array.fromAsync, which Node 20 lacks. */
async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

async function* failingAfter(part: string) {
  yield new TextEncoder().encode(part);
  throw new Error('client went away');
}

describe('directory storage', () => {
  it('writes, reads back with its size, and deletes idempotently', async () => {
    const { storage } = await newStorage();
    const key = `files/${randomUUID()}` as const;
    expect(await storage.write(key, chunks('hello ', 'world'), { maxBytes: 11 })).toEqual({
      size: 11,
    });
    const { stream, size } = await storage.read(key);
    expect(size).toBe(11);
    expect(await text(stream)).toBe('hello world');
    await storage.delete(key);
    await storage.delete(key);
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
  });

  it('refuses one byte over the limit and leaves nothing behind', async () => {
    const { root, storage } = await newStorage();
    const key = `avatars/${randomUUID()}` as const;
    await expect(storage.write(key, chunks('12345', '6'), { maxBytes: 5 })).rejects.toBeInstanceOf(
      FileTooLargeError,
    );
    await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
  });

  it('an aborted source leaves no blob and no temporary file', async () => {
    const { root, storage } = await newStorage();
    const key = `files/${randomUUID()}` as const;
    await expect(storage.write(key, failingAfter('partial'), { maxBytes: 100 })).rejects.toThrow(
      'client went away',
    );
    expect(await readdir(path.join(root, '.tmp'))).toEqual([]);
    await expect(readFile(path.join(root, key))).rejects.toThrow();
  });

  it('lists its blobs and temporary files with their write time, and nothing else', async () => {
    const { root, storage } = await newStorage();
    expect(await collect(storage.list())).toEqual([]);
    expect(await collect(storage.listTemporary())).toEqual([]);
    const avatar = `avatars/${randomUUID()}` as const;
    const file = `files/${randomUUID()}` as const;
    await storage.write(avatar, chunks('a'), { maxBytes: 1 });
    await storage.write(file, chunks('f'), { maxBytes: 1 });
    const past = new Date('2026-01-02T03:04:05Z');
    await utimes(path.join(root, file), past, past);
    const temporary = `${randomUUID()}.part`;
    await writeFile(path.join(root, '.tmp', temporary), 'cut short');
    await utimes(path.join(root, '.tmp', temporary), past, past);
    // Not Coffer's: never listed, so never swept.
    await writeFile(path.join(root, 'files', 'notes.txt'), 'x');
    await writeFile(path.join(root, '.tmp', 'other.part'), 'x');
    await mkdir(path.join(root, 'files', randomUUID()));

    const blobs = await collect(storage.list());
    expect(blobs.map((blob) => blob.name).sort()).toEqual([avatar, file]);
    expect(blobs.find((blob) => blob.name === file)?.modifiedAt).toEqual(past);
    expect(await collect(storage.listTemporary())).toEqual([{ name: temporary, modifiedAt: past }]);
    expect(await storage.exists(file)).toBe(true);
    await storage.removeTemporary(temporary);
    await storage.removeTemporary(temporary);
    expect(await collect(storage.listTemporary())).toEqual([]);
    await expect(storage.removeTemporary('../files/notes.txt')).rejects.toThrow(
      'invalid temporary file name',
    );
    await storage.delete(file);
    expect(await storage.exists(file)).toBe(false);
  });

  it('refuses keys it did not make', async () => {
    const { root, storage } = await newStorage();
    await chmod(root, 0o700);
    await expect(storage.read('files/../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
