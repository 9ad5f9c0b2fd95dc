import { getDb } from '@coffer/db';
import { claimUpload, discardUpload } from '../storage';
import { discardAvatarBlob } from './discard-avatar-blob';
import { identityNotFound } from './identity-errors';
import { lockAvatar } from './lock-avatar';
import type { AvatarBlob } from './write-avatar-blob';

export type SetAvatarOptions = { identityId: string; blob: AvatarBlob };

/**
 * Makes a stored upload the identity's avatar, ending its pending state in the same
 * transaction (claimUpload). The blob it replaces is deleted once the row no longer names it
 * (after the commit); if the update fails, the new blob goes instead.
 */
export async function setAvatar({ identityId, blob }: SetAvatarOptions): Promise<void> {
  let replaced: AvatarBlob['storageKey'] | null;
  try {
    replaced = await getDb().$transaction(async (tx) => {
      const current = await lockAvatar(tx, identityId);
      if (current === undefined) throw identityNotFound();
      await claimUpload({ tx, storageKey: blob.storageKey });
      await tx.identity.update({
        where: { id: identityId },
        data: {
          avatarStorageKey: blob.storageKey,
          avatarContentType: blob.contentType,
          avatarUpdatedAt: new Date(),
        },
        select: { id: true },
      });
      return current;
    });
  } catch (error) {
    await discardUpload({ storageKey: blob.storageKey });
    throw error;
  }
  if (replaced) await discardAvatarBlob({ storageKey: replaced });
}
