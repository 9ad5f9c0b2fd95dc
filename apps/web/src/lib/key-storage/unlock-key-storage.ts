import {
  parseRecoveryKey,
  parseUnlockerPasswordParams,
  passkeyKek,
  passwordKek,
  recoveryKek,
  unwrapRootKey,
} from '@coffer/crypto';
import { clearBoxKeyring } from '../box-keyring';
import type { Flow } from '../trpc/flow';
import type { ApiOutputs } from '../trpc/procedure-types';
import { forgetDeviceUnlocker, recallDeviceUnlocker } from './device-unlocker-store';
import { evaluatePasskeyPrf } from './passkey-prf';
import { keepUnlocked, type UnlockedStorage } from './unlocked-storage';

export type KeyStorage = ApiOutputs['keyStorage']['getKeyStorage'];

/** How the person unlocks: this device needs nothing from them; the others do. */
export type UnlockMethod =
  | { kind: 'device' }
  | { kind: 'password'; password: string }
  | { kind: 'recovery'; recoveryKey: string }
  | { kind: 'passkey' }
  /** The KEK a passkey sign-in made in its own ceremony (sign-in-kek.ts). */
  | { kind: 'signed-in-passkey'; credentialId: string; kek: CryptoKey }
  /** The KEK a password sign-in remade from the password it proved (sign-in-kek.ts). */
  | { kind: 'signed-in-password'; unlockerId: string; kek: CryptoKey };

/** No unlocker of that kind for this account (or this device's was revoked). */
export class NoSuchUnlocker extends Error {
  override name = 'NoSuchUnlocker';
}

/** This device's unlocker was deleted (from another device): it forgot its keys. */
export class DeviceRevoked extends NoSuchUnlocker {
  override name = 'DeviceRevoked';
}

/**
 * Opens the account's key storage in this tab (docs/key-model.md): reads the unlocker the
 * method opens, recomputes its KEK here, and unseals the root key, kept in memory only.
 * A device whose unlocker was deleted from another device forgets its KEK and every box key
 * it cached: revoking a device locks it out.
 */
export async function unlockKeyStorage(
  flow: Flow,
  identityId: string,
  storage: KeyStorage,
  method: UnlockMethod,
): Promise<UnlockedStorage> {
  const accountId = storage.account_id;
  if (accountId === null) throw new NoSuchUnlocker('the identity has no account');
  const { unlockerId, kek } = await kekFor(identityId, storage, method);
  const sealed = await flow.read(
    flow.trpc.keyStorage.getUnlocker.queryOptions({
      id: identityId,
      unlocker_id: unlockerId,
    }),
  );
  const rootKey = await unwrapRootKey(sealed, kek, { accountId, unlockerId });
  const unlocked = { identityId, accountId, rootKey };
  keepUnlocked(unlocked);
  return unlocked;
}

function credentialOf(unlocker: KeyStorage['unlockers'][number]): string {
  return 'credential_id' in unlocker.kek_params ? unlocker.kek_params.credential_id : '';
}

async function kekFor(
  identityId: string,
  storage: KeyStorage,
  method: UnlockMethod,
): Promise<{ unlockerId: string; kek: CryptoKey }> {
  const ofKind = (kind: string) => storage.unlockers.filter((unlocker) => unlocker.kind === kind);
  switch (method.kind) {
    case 'device': {
      const device = await recallDeviceUnlocker(identityId);
      if (device === null) throw new NoSuchUnlocker('this device has no unlocker');
      const stillThere = ofKind('device').some((unlocker) => unlocker.id === device.unlockerId);
      if (device.accountId !== storage.account_id || !stillThere) {
        await forgetDeviceUnlocker(identityId);
        await clearBoxKeyring(identityId);
        throw new DeviceRevoked('this device was revoked');
      }
      return { unlockerId: device.unlockerId, kek: device.kek };
    }
    case 'password': {
      const [unlocker] = ofKind('password');
      if (unlocker === undefined) throw new NoSuchUnlocker('no password unlocker');
      const params = parseUnlockerPasswordParams(unlocker.kek_params);
      return { unlockerId: unlocker.id, kek: await passwordKek(method.password, params) };
    }
    case 'signed-in-password': {
      const stillThere = ofKind('password').some((unlocker) => unlocker.id === method.unlockerId);
      if (!stillThere) throw new NoSuchUnlocker('that password unlocker is gone');
      return { unlockerId: method.unlockerId, kek: method.kek };
    }
    case 'recovery': {
      const [unlocker] = ofKind('recovery');
      if (unlocker === undefined) throw new NoSuchUnlocker('no recovery unlocker');
      const bytes = parseRecoveryKey(method.recoveryKey);
      try {
        return { unlockerId: unlocker.id, kek: await recoveryKek(bytes) };
      } finally {
        bytes.fill(0);
      }
    }
    case 'signed-in-passkey': {
      const unlocker = ofKind('passkey').find(
        (candidate) => credentialOf(candidate) === method.credentialId,
      );
      if (unlocker === undefined) throw new NoSuchUnlocker('that passkey has no unlocker');
      return { unlockerId: unlocker.id, kek: method.kek };
    }
    case 'passkey': {
      const passkeys = ofKind('passkey');
      if (passkeys.length === 0) throw new NoSuchUnlocker('no passkey unlocker');
      const { credentialId, prfOutput } = await evaluatePasskeyPrf(passkeys.map(credentialOf));
      const unlocker = passkeys.find((candidate) => credentialOf(candidate) === credentialId);
      if (unlocker === undefined) throw new NoSuchUnlocker('that passkey has no unlocker');
      try {
        return { unlockerId: unlocker.id, kek: await passkeyKek(prfOutput) };
      } finally {
        prfOutput.fill(0);
      }
    }
  }
}
