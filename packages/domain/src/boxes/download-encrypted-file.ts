import type { Readable } from 'node:stream';
import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import { getFileStorage, type StorageKey } from '../storage';
import { assertBoxAccess } from './assert-box-access';
import { boxAccessRefused } from './box-errors';

export type DownloadEncryptedFileOptions = { caller: Caller; encryptedFileId: string };

/**
 * The bytes of an encrypted file, for the members of its box. An unknown file (or one whose
 * message was deleted) answers like a box one may not see: the refusal says nothing about
 * which files exist.
 */
export async function downloadEncryptedFile({
  caller,
  encryptedFileId,
}: DownloadEncryptedFileOptions): Promise<{ stream: Readable; size: number }> {
  const file = await getDb().encryptedFile.findUnique({
    where: { id: encryptedFileId },
    select: { boxId: true, storageKey: true },
  });
  if (!file) throw boxAccessRefused('no_access');
  await assertBoxAccess({ caller, boxId: file.boxId });
  // Keys are made by the server (storeEncryptedFileBlob) in this form.
  return getFileStorage().read(file.storageKey as StorageKey);
}
