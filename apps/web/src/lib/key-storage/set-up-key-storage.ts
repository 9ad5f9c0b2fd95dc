import {
  createRootKey,
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
} from '@coffer/crypto';
import { listRememberedBoxIds, recallBoxSecretKey } from '../box-keyring';
import type { Flow } from '../trpc/flow';
import type { ApiInputs } from '../trpc/procedure-types';
import { rememberDeviceUnlocker } from './device-unlocker-store';
import { listProvisionKeys } from './provision-keyring';
import { publishIdentityKeys } from './publish-identity-keys';
import {
  sealDeviceUnlocker,
  sealPersonalUnlocker,
  sealRecoveryUnlocker,
  type PersonalSecret,
} from './seal-unlocker';
import { sealSecretKey } from './storage-entry';
import { keepUnlocked, type UnlockedStorage } from './unlocked-storage';

type NewEntry = ApiInputs['keyStorage']['setUpKeyStorage']['entries'][number];

export type SetUpKeyStorageOptions = {
  flow: Flow;
  identityId: string;
  /** The identity's account; null when it has none yet (a passkey-only set-up makes one). */
  accountId: string | null;
  /** The person's own unlocker: their password or their passkey's PRF output. */
  first: PersonalSecret;
  names: { first: string; device: string; recovery: string };
};

/**
 * Sets up the account's key storage in one request (docs/key-model.md): a new root key sealed
 * for the person's password or passkey, this device and a recovery key; the identity's key
 * pairs, and every box and provision key this browser already holds, as entries. Then
 * publishes the identity's public keys, so organizations can invite it without a link.
 * Answers the recovery key, to show once.
 */
export async function setUpKeyStorage(options: SetUpKeyStorageOptions): Promise<string> {
  const { flow, identityId } = options;
  const accountId = options.accountId ?? crypto.randomUUID();
  const rootKey = createRootKey();
  const storage = { accountId, rootKey };
  const idsOf = () => ({ accountId, unlockerId: crypto.randomUUID() });
  const first = await sealPersonalUnlocker(rootKey, idsOf(), options.first, options.names.first);
  const device = await sealDeviceUnlocker(rootKey, idsOf(), options.names.device);
  const recovery = await sealRecoveryUnlocker(rootKey, idsOf(), options.names.recovery);
  const pubkey = await generateBoxKeyPair();
  const nonIdentifiedPubkey = await generateBoxKeyPair();
  const entries: NewEntry[] = [];
  for (const pair of [pubkey, nonIdentifiedPubkey]) {
    const name = formatBoxPublicKey(pair.publicKey);
    const secret = formatBoxSecretKey(pair.secretKey);
    entries.push({
      kind: 'identity_key',
      name,
      ciphertext: await sealSecretKey(storage, 'identity_key', name, secret),
    });
  }
  for (const [name, secret] of await listProvisionKeys(identityId)) {
    entries.push({
      kind: 'identity_key',
      name,
      ciphertext: await sealSecretKey(storage, 'identity_key', name, secret),
    });
  }
  for (const boxId of await listRememberedBoxIds(identityId)) {
    const secret = await recallBoxSecretKey(identityId, boxId);
    if (secret === null) continue;
    entries.push({
      kind: 'box_key',
      name: boxId,
      ciphertext: await sealSecretKey(storage, 'box_key', boxId, secret),
    });
  }
  await flow.write(flow.trpc.keyStorage.setUpKeyStorage.mutationOptions(), {
    id: identityId,
    account_id: accountId,
    unlockers: [first, device.unlocker, recovery.unlocker],
    entries,
  });
  const unlocked: UnlockedStorage = { identityId, accountId, rootKey };
  keepUnlocked(unlocked);
  await rememberDeviceUnlocker(identityId, {
    accountId,
    unlockerId: device.unlocker.id,
    kek: device.deviceKek,
  });
  await publishIdentityKeys(flow, identityId, { pubkey, nonIdentifiedPubkey });
  return recovery.recoveryKey;
}
