import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, readdir, readFile } from 'node:fs/promises';
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

  it('refuses keys it did not make', async () => {
    const { root, storage } = await newStorage();
    await chmod(root, 0o700);
    await expect(storage.read('files/../../etc/passwd')).rejects.toThrow('invalid storage key');
  });
});
