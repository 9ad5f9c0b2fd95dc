import type { FileEncryptionKey } from '@coffer/crypto';

/** File keys, out of the handles themselves, so no serialisation of a handle can show one. */
const fileKeys = new WeakMap<FileHandle, FileEncryptionKey>();

/**
 * A file message's file, as `messages.list` decrypted it: what `files.download` needs.
 * Printing or serialising a handle shows only these public fields.
 */
export class FileHandle {
  /** `encrypted_file_id`: the name of the ciphertext on the server. */
  readonly id: string;
  readonly name: string;
  /** Plaintext size in bytes. */
  readonly size: number;
  /** MIME type, empty when unknown. */
  readonly type: string;

  /** @internal Made by messages.list. */
  constructor(
    fields: { id: string; name: string; size: number; type: string },
    key: FileEncryptionKey,
  ) {
    this.id = fields.id;
    this.name = fields.name;
    this.size = fields.size;
    this.type = fields.type;
    fileKeys.set(this, key);
  }
}

/** The key of a handle made by messages.list (files.download only). */
export function fileKeyOf(handle: FileHandle): FileEncryptionKey {
  const key = fileKeys.get(handle);
  if (!key) throw new TypeError('download: a file handle comes from messages.list');
  return key;
}
