import { randomBytes, randomUUID } from 'node:crypto';
import { buffer, text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import {
  FileNotFoundError,
  FileTooLargeError,
  type FileStorage,
  type StorageKey,
} from '../file-storage';

export type StorageUnderTest = {
  storage: FileStorage;
  /**
   * What the store keeps besides finished blobs (temporary files; in a bucket, multipart
   * uploads and their parts), read from underneath the store.
   */
  leftovers: () => Promise<string[]>;
  /** Leaves a write of `key` cut short as a crash would; the temporary name it has. */
  leaveTemporary: (key: StorageKey) => Promise<string>;
};

const MiB = 1024 * 1024;

/**
 * The FileStorage contract, run against every store (directory-storage.test.ts,
 * s3-storage.test.ts). Large writes span several parts of an S3 multipart upload (5 MiB each),
 * so that a failure happens with parts already stored.
 */
export function describeFileStorage(name: string, make: () => Promise<StorageUnderTest>) {
  describe(`${name}: the FileStorage contract`, () => {
    it('writes, reads back with its size, and deletes idempotently', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('files');
      expect(await storage.write(key, chunks('hello ', 'world'), { maxBytes: 11 })).toEqual({
        size: 11,
      });
      const { stream, size } = await storage.read(key);
      expect(size).toBe(11);
      expect(await text(stream)).toBe('hello world');
      await storage.delete(key);
      await storage.delete(key);
      await expect(storage.read(key)).rejects.toBeInstanceOf(FileNotFoundError);
      expect(await leftovers()).toEqual([]);
    });

    it('stores an empty file', async () => {
      const { storage } = await make();
      const key = newKey('avatars');
      expect(await storage.write(key, chunks(), { maxBytes: 5 })).toEqual({ size: 0 });
      const { stream, size } = await storage.read(key);
      expect(size).toBe(0);
      expect(await text(stream)).toBe('');
    });

    it('streams a file of several parts and reads it back byte-identical', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('files');
      const content = randomBytes(12 * MiB + 3);
      expect(await storage.write(key, slices(content), { maxBytes: content.length })).toEqual({
        size: content.length,
      });
      const { stream, size } = await storage.read(key);
      expect(size).toBe(content.length);
      expect((await buffer(stream)).equals(content)).toBe(true);
      expect(await leftovers()).toEqual([]);
    });

    it('refuses one byte over the limit and leaves nothing behind', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('avatars');
      await expect(
        storage.write(key, chunks('12345', '6'), { maxBytes: 5 }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage.exists(key)).toBe(false);
      expect(await leftovers()).toEqual([]);
    });

    it('refuses a file over the limit after several parts and leaves no part behind', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('files');
      const content = randomBytes(12 * MiB);
      await expect(
        storage.write(key, slices(content), { maxBytes: 11 * MiB }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await storage.exists(key)).toBe(false);
      expect(await leftovers()).toEqual([]);
    });

    it('an aborted source leaves no blob and nothing else', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('files');
      await expect(
        storage.write(key, failingAfter(Buffer.from('partial')), { maxBytes: 100 }),
      ).rejects.toThrow('client went away');
      expect(await storage.exists(key)).toBe(false);
      expect(await leftovers()).toEqual([]);
    });

    it('a source aborted after several parts leaves no part behind', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('files');
      await expect(
        storage.write(key, failingAfter(randomBytes(11 * MiB)), { maxBytes: 126 * MiB }),
      ).rejects.toThrow('client went away');
      expect(await storage.exists(key)).toBe(false);
      expect(await leftovers()).toEqual([]);
    });

    it('lists its blobs and temporary files with their write time, and removes them', async () => {
      const { storage, leaveTemporary } = await make();
      expect(await collect(storage.list())).toEqual([]);
      expect(await collect(storage.listTemporary())).toEqual([]);
      const before = new Date(Date.now() - 60_000);
      const avatar = newKey('avatars');
      const file = newKey('files');
      await storage.write(avatar, chunks('a'), { maxBytes: 1 });
      await storage.write(file, chunks('f'), { maxBytes: 1 });
      const cutShort = newKey('files');
      const temporary = await leaveTemporary(cutShort);

      const blobs = await collect(storage.list());
      expect(blobs.map((blob) => blob.name).sort()).toEqual([avatar, file]);
      for (const blob of blobs) expect(blob.modifiedAt.getTime()).toBeGreaterThan(before.getTime());
      const temporaries = await collect(storage.listTemporary());
      // Named after its key, so that the upload's sweep finds it at once.
      expect(temporaries.map(({ name, key }) => ({ name, key }))).toEqual([
        { name: temporary, key: cutShort },
      ]);
      expect(temporaries[0]?.modifiedAt.getTime()).toBeGreaterThan(before.getTime());
      expect(await storage.exists(file)).toBe(true);

      await storage.removeTemporary(temporary);
      await storage.removeTemporary(temporary);
      expect(await collect(storage.listTemporary())).toEqual([]);
      await expect(storage.removeTemporary('../files/notes.txt')).rejects.toThrow(
        'invalid temporary file name',
      );
      await storage.delete(file);
      expect(await storage.exists(file)).toBe(false);
      expect((await collect(storage.list())).map((blob) => blob.name)).toEqual([avatar]);
    });

    it('names the temporary file of a write in progress after its key', async () => {
      const { storage, leftovers } = await make();
      const key = newKey('files');
      let finish!: () => void;
      const held = new Promise<void>((resolve) => (finish = resolve));
      // Past one S3 part, so that a bucket has a multipart upload under way too.
      async function* heldOpen() {
        yield randomBytes(6 * MiB);
        await held;
      }
      const writing = storage.write(key, heldOpen(), { maxBytes: 7 * MiB });
      let temporaries: { key: StorageKey | undefined }[] = [];
      for (let tries = 0; temporaries.length === 0 && tries < 200; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        temporaries = await collect(storage.listTemporary());
      }
      expect(temporaries.map((item) => item.key)).toEqual([key]);
      finish();
      expect(await writing).toEqual({ size: 6 * MiB });
      expect(await leftovers()).toEqual([]);
    });

    it('answers its probe', async () => {
      const { storage } = await make();
      await expect(storage.probe()).resolves.toBeUndefined();
    });

    it('refuses keys it did not make', async () => {
      const { storage } = await make();
      const foreign = 'files/../../etc/passwd' as StorageKey;
      await expect(storage.read(foreign)).rejects.toThrow('invalid storage key');
      await expect(storage.exists(foreign)).rejects.toThrow('invalid storage key');
      await expect(storage.delete(foreign)).rejects.toThrow('invalid storage key');
      await expect(storage.write(foreign, chunks('x'), { maxBytes: 1 })).rejects.toThrow(
        'invalid storage key',
      );
    });
  });
}

export function newKey(area: 'avatars' | 'files'): StorageKey {
  return `${area}/${randomUUID()}`;
}

export async function* chunks(...parts: string[]) {
  for (const part of parts) yield new TextEncoder().encode(part);
}

/** The content in 1 MiB chunks, as an HTTP body arrives. */
async function* slices(content: Uint8Array) {
  for (let start = 0; start < content.length; start += MiB) {
    yield content.subarray(start, start + MiB);
  }
}

async function* failingAfter(content: Uint8Array) {
  yield* slices(content);
  throw new Error('client went away');
}

/** Array.fromAsync, which the ES2023 library the code is typed against lacks. */
export async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}
