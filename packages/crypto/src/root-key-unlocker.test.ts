import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  referenceHkdfKek,
  referencePasswordKek,
  referencePrfInput,
  referenceUnwrapRootKey,
  referenceWrapRootKey,
} from '../test/reference-key-model';
import { ARGON2ID_VECTOR } from './conformance/vectors';
import { passkeyKek, passkeyPrfInput } from './passkey-kek';
import { passwordKek } from './password-kek';
import { recoveryKek } from './recovery-kek';
import { createRootKey } from './root-key';
import { unwrapRootKey, wrapRootKey } from './root-key-unlocker';
import { createUnlockerPasswordParams } from './unlocker-password-params';

const slot = () => ({ accountId: randomUUID(), unlockerId: randomUUID() });

/** Each unlocker kind: the package's KEK and the independent KEK bytes from the same secret. */
const kinds = {
  password: async () => {
    const password = `pässwörd ${randomUUID()}`;
    const params = createUnlockerPasswordParams();
    return {
      kek: await passwordKek(password, params),
      reference: await referencePasswordKek(password, params),
    };
  },
  passkey: async () => {
    const prfOutput = randomBytes(32);
    return {
      kek: await passkeyKek(new Uint8Array(prfOutput)),
      reference: referenceHkdfKek(prfOutput, 'coffer-root-key-v1'),
    };
  },
  recovery: async () => {
    const recoveryKey = randomBytes(16);
    return {
      kek: await recoveryKek(new Uint8Array(recoveryKey)),
      reference: referenceHkdfKek(recoveryKey, 'coffer-recovery-v1'),
    };
  },
};

describe('unlockers against independent code (node:crypto, @node-rs/argon2)', () => {
  it('the reference Argon2id is Argon2id: it reproduces the Argon2 reference vector', async () => {
    const hash = await referencePasswordKek(ARGON2ID_VECTOR.password, ARGON2ID_VECTOR.params);
    expect(hash.toString('base64url')).toBe(ARGON2ID_VECTOR.hash);
  });

  for (const [kind, makeKeks] of Object.entries(kinds)) {
    it(`${kind}: what wrapRootKey writes, node:crypto opens with the AAD of the ids`, async () => {
      for (let round = 0; round < 3; round++) {
        const { kek, reference } = await makeKeks();
        const ids = slot();
        const rootKey = createRootKey();
        const unlocker = await wrapRootKey(rootKey, kek, ids);
        expect(Object.keys(unlocker)).toEqual(['nonce', 'wrapped_root_key']);
        expect(unlocker.nonce).toMatch(/^[A-Za-z0-9_-]{16}$/);
        expect(unlocker.wrapped_root_key).toMatch(/^[A-Za-z0-9_-]{64}$/);
        const opened = referenceUnwrapRootKey(reference, ids.accountId, ids.unlockerId, unlocker);
        expect(new Uint8Array(opened)).toEqual(rootKey);
        expect(() =>
          referenceUnwrapRootKey(reference, ids.accountId, randomUUID(), unlocker),
        ).toThrow();
      }
    });

    it(`${kind}: what node:crypto wraps, unwrapRootKey opens`, async () => {
      for (let round = 0; round < 3; round++) {
        const { kek, reference } = await makeKeks();
        const ids = slot();
        const rootKey = randomBytes(32);
        const unlocker = referenceWrapRootKey(reference, ids.accountId, ids.unlockerId, rootKey);
        expect(await unwrapRootKey(unlocker, kek, ids)).toEqual(new Uint8Array(rootKey));
      }
    });
  }

  it('the PRF input is SHA-256 of "coffer-root-key-v1|<credential id>"', async () => {
    for (let round = 0; round < 20; round++) {
      const credentialId = randomBytes(16 + round).toString('base64url');
      const input = await passkeyPrfInput(credentialId);
      expect(Buffer.from(input).equals(referencePrfInput(credentialId))).toBe(true);
      expect(
        Buffer.from(input).equals(
          createHash('sha256').update(`coffer-root-key-v1|${credentialId}`).digest(),
        ),
      ).toBe(true);
    }
  });
});
