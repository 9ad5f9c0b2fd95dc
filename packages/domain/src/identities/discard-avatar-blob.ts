import { getLogger } from '@coffer/env/logger';
import { getFileStorage, type StorageKey } from '../storage';

export type DiscardAvatarBlobOptions = { storageKey: StorageKey };

/**
 * Removes an avatar blob that no identity points at (any more). It runs after the change
 * that orphaned the blob is final, so a failure is logged rather than failing that change:
 * the leftover is garbage, not data anyone can reach, and reconcileStorage removes it.
 */
export async function discardAvatarBlob({ storageKey }: DiscardAvatarBlobOptions): Promise<void> {
  try {
    await getFileStorage().delete(storageKey);
  } catch (error) {
    getLogger().error({ scope: 'avatars', storageKey, err: error }, 'could not delete an avatar');
  }
}
