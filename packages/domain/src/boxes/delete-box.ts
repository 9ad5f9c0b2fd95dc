import { getDb } from '@coffer/db';
import { notifyActivity } from '../activity/activity-notice';
import { queueWebhookDeliveries } from '../webhooks/queue-webhook-deliveries';
import type { Caller } from '../sessions/caller';
import type { StorageKey } from '../storage';
import { assertBoxAccess } from './assert-box-access';
import { boxAdminRequired } from './box-errors';
import { discardEncryptedFileBlobs } from './discard-encrypted-file-blobs';
import { lockBox } from './lock-box';
import { missingBoxRefusal } from './missing-box-refusal';
import { recordDeletedBox } from './record-deleted-box';

export type DeleteBoxOptions = { caller: Caller; boxId: string };

/**
 * Deletes a box and everything in it (docs/boxes.md: irreversible), for its admins.
 * The rows go in one transaction (the box's row is locked first, so an upload finishing at
 * the same moment either lands before and is deleted too, or finds no box), then the
 * blobs of its files. The box's key goes from every account's key storage with it (the
 * box_key entries named by the box): nothing is left to open.
 */
export async function deleteBox({ caller, boxId }: DeleteBoxOptions): Promise<void> {
  const storageKeys = await getDb().$transaction(async (tx) => {
    const locked = await lockBox(tx, boxId);
    // Deleted already (a second deletion, or one that waited on this lock): 410 to its readers.
    if (!locked) throw await missingBoxRefusal({ caller, boxId, db: tx });
    const access = await assertBoxAccess({ caller, boxId, db: tx });
    if (!access.isAdmin) throw boxAdminRequired('id', 'path');
    const files = await tx.encryptedFile.findMany({
      where: { boxId },
      select: { storageKey: true },
    });
    await recordDeletedBox({ tx, boxId });
    // Events, members, rules, key share, provision links and file rows go with it (ON
    // DELETE CASCADE); entries name the box in text, so they go by name.
    await tx.box.delete({ where: { id: boxId } });
    // The id as PostgreSQL spells it, as entries are named (lower case).
    await tx.storageEntry.deleteMany({ where: { kind: 'box_key', name: locked.id } });
    await notifyActivity(tx, { kind: 'box.delete', box_id: boxId });
    await queueWebhookDeliveries(tx, locked.ownerOrgId, {
      type: 'box.delete',
      boxId,
      eventId: null,
      occurredAt: new Date(),
      senderIdentityId: caller.kind === 'user' ? caller.identityId : null,
      senderOrganizationId: caller.kind === 'organization' ? caller.organizationId : null,
      referrerId: null,
    });
    // Keys are made by the server (storeEncryptedFileBlob) in this form.
    return files.map((file) => file.storageKey as StorageKey);
  });
  await discardEncryptedFileBlobs({ storageKeys });
}
