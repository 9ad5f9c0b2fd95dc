import {
  BOX_ALGORITHM_NACL,
  decryptInvitationPayload,
  formatBoxSecretKey,
  parseBoxSecretKey,
} from '@coffer/crypto';
import { recallBoxSecretKey } from '../box-keyring';
import type { ApiClient } from '../trpc/create-api-client';
import { keepBoxKey } from './keep-box-key';
import { listProvisionKeys } from './provision-keyring';
import { fetchServiceShareOf, rebuildBoxSecretKey } from './rebuild-box-secret-key';

/**
 * Before the key storage is set up, the provision keys this browser rebuilt from a provisions
 * link stay in it (docs/key-model.md#provisions): they open the boxes the organization
 * provisioned since, as the storage's sync does once it exists. The keys go to the keyring,
 * which the set-up uploads. Whether a box key was added.
 */
export async function openKeptProvisions(api: ApiClient, identityId: string): Promise<boolean> {
  const kept = new Map(await listProvisionKeys(identityId));
  if (kept.size === 0) return false;
  const provisions = await api.provisions.listIdentityProvisions.query({ id: identityId });
  let opened = false;
  for (const provision of provisions) {
    const secret = kept.get(provision.public_key);
    if (secret === undefined) continue;
    const secretKey = parseBoxSecretKey(BOX_ALGORITHM_NACL, secret);
    for (const invitation of provision.invitations) {
      if ((await recallBoxSecretKey(identityId, invitation.box_id)) !== null) continue;
      const share = await decryptInvitationPayload(secretKey, invitation.encrypted_payload);
      const keyShare = await fetchServiceShareOf(invitation.box_id, share, (hash) =>
        api.keyShares.getKeyShare.query({ invitation_share_hash: hash }),
      );
      const box = await api.boxes.getBox.query({ id: invitation.box_id });
      const boxKey = await rebuildBoxSecretKey(box, share, keyShare);
      await keepBoxKey(api, identityId, box.id, formatBoxSecretKey(boxKey));
      opened = true;
    }
  }
  return opened;
}
