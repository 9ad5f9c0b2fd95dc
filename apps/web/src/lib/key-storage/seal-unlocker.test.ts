import {
  BOX_ALGORITHM_NACL,
  CryptoError,
  formatBoxSecretKey,
  generateBoxKeyPair,
  parseBoxSecretKey,
  parseRecoveryKey,
  passkeyKek,
  passwordKek,
  recoveryKek,
  unwrapRootKey,
  createRootKey,
  formatBoxPublicKey,
} from '@coffer/crypto';
import { describe, expect, it } from 'vitest';
import {
  sealDeviceUnlocker,
  sealPasswordUnlocker,
  sealPersonalUnlocker,
  sealRecoveryUnlocker,
} from './seal-unlocker';
import { openSecretKey, sealSecretKey } from './storage-entry';

const ids = () => ({ accountId: crypto.randomUUID(), unlockerId: crypto.randomUUID() });

describe('unlockers made by the pages', () => {
  it('each kind opens the root key with its own KEK, and only in its slot', async () => {
    const rootKey = createRootKey();
    const slot = ids();
    const password = await sealPasswordUnlocker(rootKey, slot, 'a long passphrase', 'Password');
    expect(password).toMatchObject({ id: slot.unlockerId, kind: 'password', name: 'Password' });
    const passwordKey = await passwordKek('a long passphrase', password.kek_params);
    expect(await unwrapRootKey(password, passwordKey, slot)).toEqual(rootKey);
    // Moved to another slot, or opened with another password, it fails.
    await expect(unwrapRootKey(password, passwordKey, ids())).rejects.toBeInstanceOf(CryptoError);
    const wrong = await passwordKek('another passphrase', password.kek_params);
    await expect(unwrapRootKey(password, wrong, slot)).rejects.toBeInstanceOf(CryptoError);

    const prfOutput = crypto.getRandomValues(new Uint8Array(32));
    const passkey = await sealPersonalUnlocker(
      rootKey,
      slot,
      { kind: 'passkey', credentialId: 'Y3JlZGVudGlhbA', prfOutput },
      'Phone',
    );
    expect(passkey.kek_params).toEqual({ credential_id: 'Y3JlZGVudGlhbA' });
    expect(await unwrapRootKey(passkey, await passkeyKek(prfOutput), slot)).toEqual(rootKey);

    const device = await sealDeviceUnlocker(rootKey, slot, 'Laptop');
    expect(device.deviceKek.extractable).toBe(false);
    expect(await unwrapRootKey(device.unlocker, device.deviceKek, slot)).toEqual(rootKey);

    const recovery = await sealRecoveryUnlocker(rootKey, slot, 'Recovery key');
    const recoveryKey = await recoveryKek(parseRecoveryKey(recovery.recoveryKey));
    expect(await unwrapRootKey(recovery.unlocker, recoveryKey, slot)).toEqual(rootKey);
  });

  it('two password unlockers of one password have their own salts, never the sign-in prehash', async () => {
    const rootKey = createRootKey();
    const first = await sealPasswordUnlocker(rootKey, ids(), 'a long passphrase', 'Password');
    const second = await sealPasswordUnlocker(rootKey, ids(), 'a long passphrase', 'Password');
    expect(first.kek_params.salt).not.toBe(second.kek_params.salt);
  });
});

describe('storage entries of secret keys', () => {
  it('open at their own address only', async () => {
    const storage = { accountId: crypto.randomUUID(), rootKey: createRootKey() };
    const pair = await generateBoxKeyPair();
    const name = formatBoxPublicKey(pair.publicKey);
    const secret = formatBoxSecretKey(pair.secretKey);
    const ciphertext = await sealSecretKey(storage, 'identity_key', name, secret);
    expect(ciphertext).not.toContain(secret);
    const opened = await openSecretKey(storage, 'identity_key', name, ciphertext);
    expect(parseBoxSecretKey(BOX_ALGORITHM_NACL, opened)).toEqual(pair.secretKey);
    const boxId = crypto.randomUUID();
    await expect(openSecretKey(storage, 'box_key', boxId, ciphertext)).rejects.toBeInstanceOf(
      CryptoError,
    );
    const otherAccount = { ...storage, accountId: crypto.randomUUID() };
    await expect(
      openSecretKey(otherAccount, 'identity_key', name, ciphertext),
    ).rejects.toBeInstanceOf(CryptoError);
  });
});
