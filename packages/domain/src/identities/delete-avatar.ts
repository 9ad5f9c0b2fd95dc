import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { discardAvatarBlob } from './discard-avatar-blob';
import { identityNotFound } from './identity-errors';
import { lockAvatar } from './lock-avatar';

export type DeleteAvatarOptions = { caller: Caller; identityId: string };

/** Removes the avatar: the row first, then (after the commit) its blob. 409 without one. */
export async function deleteAvatar({ caller, identityId }: DeleteAvatarOptions): Promise<void> {
  assertSelf(caller, identityId);
  const removed = await getDb().$transaction(async (tx) => {
    const current = await lockAvatar(tx, identityId);
    if (current === undefined) throw identityNotFound();
    if (current === null) {
      throw new AppError('conflict', {
        origin: 'path',
        desc: 'no avatar is set',
        details: { avatar: 'not_found' },
      });
    }
    await tx.identity.update({
      where: { id: identityId },
      data: { avatarStorageKey: null, avatarContentType: null, avatarUpdatedAt: null },
      select: { id: true },
    });
    return current;
  });
  await discardAvatarBlob({ storageKey: removed });
}
