import { getDb } from '@coffer/db';
import type { Caller } from '../sessions/caller';
import type { StorageKey } from '../storage';
import { assertBoxAccess } from './assert-box-access';
import { boxAccessRefused, boxAdminRequired } from './box-errors';
import { discardEncryptedFileBlobs } from './discard-encrypted-file-blobs';
import { lockBox } from './lock-box';

export type DeleteBoxOptions = { caller: Caller; boxId: string };

/**
 * Deletes a box and everything in it (docs/boxes.md: irreversible), for its admins.
 * The rows go in one transaction (the box's row is locked first, so an upload finishing at
 * the same moment either lands before and is deleted too, or finds no box), then the
 * blobs of its files.
 */
export async function deleteBox({ caller, boxId }: DeleteBoxOptions): Promise<void> {
  const storageKeys = await getDb().$transaction(async (tx) => {
    if (!(await lockBox(tx, boxId))) throw boxAccessRefused('no_access');
    const access = await assertBoxAccess({ caller, boxId, db: tx });
    if (!access.isAdmin) throw boxAdminRequired('id', 'path');
    const files = await tx.encryptedFile.findMany({
      where: { boxId },
      select: { storageKey: true },
    });
    // Events, members, rules, key share, provisions and file rows go with it (ON DELETE CASCADE).
    await tx.box.delete({ where: { id: boxId } });
    // Keys are made by the server (storeEncryptedFileBlob) in this form.
    return files.map((file) => file.storageKey as StorageKey);
  });
  await discardEncryptedFileBlobs({ storageKeys });
}
