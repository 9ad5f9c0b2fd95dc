import { randomUUID } from 'node:crypto';
import { storeUpload, type StorageKey } from '../storage';
import { ENCRYPTED_FILE_MAX_BYTES } from './box-limits';
import { coalesceChunks } from './coalesce-chunks';

/**
 * FileStorage writes one piece at a time and waits for it; uploads arrive in pieces of
 * about 64 KiB, so a 126 MiB file would be some 2 000 round trips to the disk thread with
 * the socket idle in between. 1 MiB blocks took the upload bench from about 225 to 330 MiB/s
 * (bench-boxes); larger blocks were slower.
 */
const WRITE_BLOCK_BYTES = 1024 * 1024;

/** An uploaded file in storage, not yet in any box (postEncryptedFileMessage puts it there). */
export type EncryptedFileBlob = { storageKey: StorageKey; size: number };

export type StoreEncryptedFileBlobOptions = { source: AsyncIterable<Uint8Array> };

/**
 * Streams an encrypted file into storage under a new key, in 1 MiB blocks, at most 126 MiB,
 * counting as it goes. The blob stays a pending upload until postEncryptedFileMessage commits
 * it (storeUpload). All or nothing: over the limit (FileTooLargeError), aborted or with no room
 * left (StorageFullError), no blob, no temporary file and no pending row remain.
 */
export async function storeEncryptedFileBlob({
  source,
}: StoreEncryptedFileBlobOptions): Promise<EncryptedFileBlob> {
  const storageKey: StorageKey = `files/${randomUUID()}`;
  const { size } = await storeUpload({
    storageKey,
    source: coalesceChunks(source, WRITE_BLOCK_BYTES),
    maxBytes: ENCRYPTED_FILE_MAX_BYTES,
  });
  return { storageKey, size };
}
