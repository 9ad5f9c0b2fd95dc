import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { discardUpload, type ReceiveFile } from '../storage';
import { AVATAR_MAX_BYTES } from './avatar-image';
import { setAvatar } from './set-avatar';
import { writeAvatarBlob, type AvatarBlob } from './write-avatar-blob';

export type UploadAvatarOptions = {
  caller: Caller;
  identityId: string;
  receiveFile: ReceiveFile<AvatarBlob>;
};

/**
 * PUT /identities/{id}/avatar, for the identity itself (checked before a byte is stored):
 * the image streams into storage with its checks (writeAvatarBlob), then replaces the
 * previous avatar (setAvatar).
 */
export async function uploadAvatar({
  caller,
  identityId,
  receiveFile,
}: UploadAvatarOptions): Promise<void> {
  assertSelf(caller, identityId);
  const { stored } = await receiveFile({
    maxBytes: AVATAR_MAX_BYTES,
    store: (source) => writeAvatarBlob({ source }),
    discard: (blob) => discardUpload({ storageKey: blob.storageKey }),
  });
  await setAvatar({ identityId, blob: stored });
}
