import {
  BOX_ALGORITHM_NACL,
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
  parseBoxPublicKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import type { Flow } from '../trpc/flow';
import { publishIdentityKeys } from './publish-identity-keys';
import { sealSecretKey } from './storage-entry';
import type { UnlockedStorage } from './unlocked-storage';

/**
 * What organizations invite the person to, compared with what their storage can open
 * (docs/key-model.md#identity-keys): `ok`, `missing` (no key published), or `foreign` (a
 * published key the storage has no secret key for: invitations to it are lost, and whoever
 * published it may read them).
 */
export type PublishedKeysState = 'ok' | 'missing' | 'foreign';

export async function checkPublishedKeys(
  flow: Flow,
  identityId: string,
  identityKeys: ReadonlyMap<string, BoxSecretKey>,
): Promise<PublishedKeysState> {
  const identity = await flow.read(
    flow.trpc.identities.getIdentity.queryOptions({ id: identityId }),
  );
  const published = await flow.read(
    flow.trpc.identities.listIdentityPubkeys.queryOptions({
      identifier_value: identity.identifier_value,
    }),
  );
  const pubkey = published.find(isNaclKey);
  if (pubkey === undefined) return 'missing';
  return identityKeys.has(pubkey) ? 'ok' : 'foreign';
}

function isNaclKey(publicKey: string): boolean {
  try {
    return parseBoxPublicKey(publicKey).algorithm === BOX_ALGORITHM_NACL;
  } catch {
    return false;
  }
}

/**
 * New identity keys for the person: kept as entries first, then published with their proof
 * (a change of keys others encrypt to: the server asks for a recent proof, and the page's
 * "Confirm it is you" answers it when it is old).
 */
export async function republishIdentityKeys(flow: Flow, storage: UnlockedStorage): Promise<void> {
  const pubkey = await generateBoxKeyPair();
  const nonIdentifiedPubkey = await generateBoxKeyPair();
  for (const pair of [pubkey, nonIdentifiedPubkey]) {
    const name = formatBoxPublicKey(pair.publicKey);
    await flow.write(flow.trpc.keyStorage.writeStorageEntry.mutationOptions(), {
      id: storage.identityId,
      kind: 'identity_key',
      name,
      ciphertext: await sealSecretKey(
        storage,
        'identity_key',
        name,
        formatBoxSecretKey(pair.secretKey),
      ),
    });
  }
  await publishIdentityKeys(flow, storage.identityId, { pubkey, nonIdentifiedPubkey });
}
