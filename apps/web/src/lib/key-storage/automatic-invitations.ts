import { BOX_ALGORITHM_NACL, encryptInvitationPayload, parseBoxPublicKey } from '@coffer/crypto';
import type { Flow } from '../trpc/flow';

/**
 * `crypto.invitation_data` for a person who has keys (docs/key-model.md#automatic-invitations):
 * the invitation share encrypted to each of their X25519 public keys, so their inbox opens
 * the box without the link. Empty for a person without keys (the link is then the way in).
 */
export async function automaticInvitations(
  flow: Flow,
  email: string,
  invitationShare: string,
): Promise<Record<string, string>> {
  const publicKeys = await flow.read(
    flow.trpc.identities.listIdentityPubkeys.queryOptions({ identifier_value: email }),
  );
  const invitations: Record<string, string> = {};
  for (const text of publicKeys) {
    const publicKey = parseBoxPublicKey(text);
    // An aes-rsa key cannot take this payload; the pages never make one.
    if (publicKey.algorithm !== BOX_ALGORITHM_NACL) continue;
    invitations[text] = await encryptInvitationPayload(publicKey, invitationShare);
  }
  return invitations;
}
