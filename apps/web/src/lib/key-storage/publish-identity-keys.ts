import { decryptTextFromBox, formatBoxPublicKey, type BoxKeyPair } from '@coffer/crypto';
import type { Flow } from '../trpc/flow';

/**
 * Sets the identity's public keys (docs/key-model.md#identity-keys): `pubkey` with its proof
 * of possession (the server's challenge, encrypted to it, decrypted here), which
 * GET /identities/pubkey hands out for invitations, and the non-identified one.
 */
export async function publishIdentityKeys(
  flow: Flow,
  identityId: string,
  keys: { pubkey: BoxKeyPair; nonIdentifiedPubkey: BoxKeyPair },
): Promise<void> {
  const pubkey = formatBoxPublicKey(keys.pubkey.publicKey);
  const { encrypted_challenge } = await flow.read(
    flow.trpc.identities.getPubkeyChallenge.queryOptions({
      id: identityId,
      public_key: pubkey,
    }),
  );
  await flow.write(flow.trpc.identities.updateIdentity.mutationOptions(), {
    id: identityId,
    pubkey,
    pubkey_proof: await decryptTextFromBox(keys.pubkey.secretKey, encrypted_challenge),
    non_identified_pubkey: formatBoxPublicKey(keys.nonIdentifiedPubkey.publicKey),
  });
}
