import {
  BOX_ALGORITHM_NACL,
  decryptInvitationPayload,
  formatBoxSecretKey,
  parseBoxSecretKey,
} from '@coffer/crypto';
import { recallBoxSecretKey } from '../box-keyring';
import type { Flow } from '../trpc/flow';
import { keepBoxKey } from './keep-box-key';
import { listProvisionKeys } from './provision-keyring';
import { fetchServiceShareOf, rebuildBoxSecretKey } from './rebuild-box-secret-key';

/**
 * Before the key storage is set up, the provision keys this browser rebuilt from a provisions
 * link stay in it (docs/key-model.md#provisions): they open the boxes the organization
 * provisioned since, as the storage's sync does once it exists. The keys go to the keyring,
 * which the set-up uploads. Whether a box key was added.
 */
export async function openKeptProvisions(flow: Flow, identityId: string): Promise<boolean> {
  const kept = new Map(await listProvisionKeys(identityId));
  if (kept.size === 0) return false;
  const provisions = await flow.read(
    flow.trpc.provisions.listIdentityProvisions.queryOptions({ id: identityId }),
  );
  let opened = false;
  for (const provision of provisions) {
    const secret = kept.get(provision.public_key);
    if (secret === undefined) continue;
    const secretKey = parseBoxSecretKey(BOX_ALGORITHM_NACL, secret);
    for (const invitation of provision.invitations) {
      if ((await recallBoxSecretKey(identityId, invitation.box_id)) !== null) continue;
      const share = await decryptInvitationPayload(secretKey, invitation.encrypted_payload);
      const keyShare = await fetchServiceShareOf(invitation.box_id, share, (hash) =>
        flow.read(flow.trpc.keyShares.getKeyShare.queryOptions({ invitation_share_hash: hash })),
      );
      const box = await flow.read(flow.trpc.boxes.getBox.queryOptions({ id: invitation.box_id }));
      const boxKey = await rebuildBoxSecretKey(box, share, keyShare);
      await keepBoxKey(flow, identityId, box.id, formatBoxSecretKey(boxKey));
      opened = true;
    }
  }
  return opened;
}
