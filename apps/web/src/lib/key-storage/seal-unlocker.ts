import {
  createDeviceKek,
  createRecoveryKey,
  createUnlockerPasswordParams,
  passkeyKek,
  passwordKek,
  wrapRootKey,
  recoveryKek,
} from '@coffer/crypto';
import type { ApiInputs } from '../trpc/procedure-types';

// The root key sealed under one KEK, as an unlocker the server takes (docs/key-model.md
// #unlockers). The ids are bound into the seal, so it opens in no other account or slot.

export type NewUnlocker = ApiInputs['keyStorage']['addUnlocker']['unlocker'];
type Ids = { accountId: string; unlockerId: string };

/** What the person unlocks with themselves: a password, or a passkey's PRF output. */
export type PersonalSecret =
  | { kind: 'password'; password: string }
  | { kind: 'passkey'; credentialId: string; prfOutput: Uint8Array };

/** A password unlocker: Argon2id of the password with a salt of its own. */
export async function sealPasswordUnlocker(
  rootKey: Uint8Array,
  ids: Ids,
  password: string,
  name: string,
) {
  const params = createUnlockerPasswordParams();
  const sealed = await wrapRootKey(rootKey, await passwordKek(password, params), ids);
  return { id: ids.unlockerId, name, kind: 'password' as const, kek_params: params, ...sealed };
}

export async function sealPersonalUnlocker(
  rootKey: Uint8Array,
  ids: Ids,
  secret: PersonalSecret,
  name: string,
): Promise<NewUnlocker> {
  if (secret.kind === 'password') return sealPasswordUnlocker(rootKey, ids, secret.password, name);
  const sealed = await wrapRootKey(rootKey, await passkeyKek(secret.prfOutput), ids);
  return {
    id: ids.unlockerId,
    name,
    kind: 'passkey',
    kek_params: { credential_id: secret.credentialId },
    ...sealed,
  };
}

/** A new device KEK (to keep in IndexedDB) and the unlocker it opens. */
export async function sealDeviceUnlocker(rootKey: Uint8Array, ids: Ids, name: string) {
  const deviceKek = await createDeviceKek();
  const sealed = await wrapRootKey(rootKey, deviceKek, ids);
  const unlocker: NewUnlocker = {
    id: ids.unlockerId,
    name,
    kind: 'device',
    kek_params: {},
    ...sealed,
  };
  return { unlocker, deviceKek };
}

/** A new recovery key (its text, to show once) and the unlocker it opens. */
export async function sealRecoveryUnlocker(rootKey: Uint8Array, ids: Ids, name: string) {
  const recoveryKey = createRecoveryKey();
  try {
    const sealed = await wrapRootKey(rootKey, await recoveryKek(recoveryKey.bytes), ids);
    const unlocker: NewUnlocker = {
      id: ids.unlockerId,
      name,
      kind: 'recovery',
      kek_params: {},
      ...sealed,
    };
    return { unlocker, recoveryKey: recoveryKey.text };
  } finally {
    recoveryKey.bytes.fill(0);
  }
}
