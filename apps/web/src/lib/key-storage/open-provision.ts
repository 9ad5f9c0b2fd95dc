import {
  combineProvisionShares,
  decryptInvitationPayload,
  formatBoxSecretKey,
  hashProvisionUserShare,
} from '@coffer/crypto';
import type { Flow } from '../trpc/flow';
import { keepBoxKey } from './keep-box-key';
import { rememberProvisionKey } from './provision-keyring';
import { fetchServiceShareOf, rebuildBoxSecretKey } from './rebuild-box-secret-key';
import { sealSecretKey } from './storage-entry';
import { unlockedStorageOf } from './unlocked-storage';

export type OpenedProvision = {
  organization: { id: string; name: string };
  boxes: { id: string; title: string }[];
};

/**
 * Follows a provisions link (docs/key-model.md#provisions): rebuilds the provision secret key
 * from the link's user share and the service's share, keeps it (this browser, and the key
 * storage when unlocked, so later boxes open without the link), then opens every box the
 * organization addressed to it and keeps their keys.
 */
export async function openProvision(
  flow: Flow,
  identityId: string,
  userShare: string,
): Promise<OpenedProvision> {
  const provision = await flow.read(
    flow.trpc.provisions.getProvision.queryOptions({
      user_key_share_hash: await hashProvisionUserShare(userShare),
    }),
  );
  const secretKey = await combineProvisionShares({
    public_key: provision.public_key,
    service_key_share: provision.service_key_share,
    user_share: userShare,
  });
  const formatted = formatBoxSecretKey(secretKey);
  await rememberProvisionKey(identityId, provision.public_key, formatted);
  const storage = unlockedStorageOf(identityId);
  if (storage !== null) {
    await flow.write(flow.trpc.keyStorage.writeStorageEntry.mutationOptions(), {
      id: identityId,
      kind: 'identity_key',
      name: provision.public_key,
      ciphertext: await sealSecretKey(storage, 'identity_key', provision.public_key, formatted),
    });
  }
  const fetchServiceShare = (hash: string) =>
    flow.read(flow.trpc.keyShares.getKeyShare.queryOptions({ invitation_share_hash: hash }));
  const boxes: OpenedProvision['boxes'] = [];
  for (const invitation of provision.invitations) {
    const share = await decryptInvitationPayload(secretKey, invitation.encrypted_payload);
    const keyShare = await fetchServiceShareOf(invitation.box_id, share, fetchServiceShare);
    const box = await flow.read(flow.trpc.boxes.getBox.queryOptions({ id: invitation.box_id }));
    const boxKey = await rebuildBoxSecretKey(box, share, keyShare);
    await keepBoxKey(flow, identityId, box.id, formatBoxSecretKey(boxKey));
    boxes.push({ id: box.id, title: box.title });
  }
  return { organization: provision.organization, boxes };
}
