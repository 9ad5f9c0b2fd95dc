import { rememberBoxSecretKey } from '../box-keyring';
import type { Flow } from '../trpc/flow';
import { sealSecretKey } from './storage-entry';
import { unlockedStorageOf } from './unlocked-storage';

/**
 * Keeps a box key the person just got (created a box, opened a link, redeemed an invitation;
 * docs/key-model.md#entries): in this browser's keyring at once, and as a box_key entry of
 * their storage when it is unlocked in this tab. A locked or missing storage receives it at
 * its next unlock or set-up, which uploads what the keyring holds.
 */
export async function keepBoxKey(
  flow: Flow,
  identityId: string,
  boxId: string,
  formattedSecretKey: string,
): Promise<void> {
  await rememberBoxSecretKey(identityId, boxId, formattedSecretKey);
  const storage = unlockedStorageOf(identityId);
  if (storage === null) return;
  await flow.write(flow.trpc.keyStorage.writeStorageEntry.mutationOptions(), {
    id: identityId,
    kind: 'box_key',
    name: boxId,
    ciphertext: await sealSecretKey(storage, 'box_key', boxId, formattedSecretKey),
  });
}
