import {
  createDeviceKek,
  createRecoveryKey,
  createRootKey,
  createUnlockerPasswordParams,
  decodeBase64Url,
  DEFAULT_PASSWORD_PARAMS,
  encodeBase64Url,
  formatRecoveryKey,
  parseRecoveryKey,
  parseUnlockerPasswordParams,
  passkeyKek,
  passkeyPrfInput,
  passwordKek,
  recoveryKek,
  unwrapRootKey,
  wrapRootKey,
  type RootKeyUnlocker,
  type UnlockerIds,
} from '../index';
import {
  assert,
  assertBytesEqual,
  assertEqual,
  assertRejects,
  assertRejectsWithCode,
} from './assert';
import { UNLOCKER_VECTOR } from './key-model-vectors';
import { flipBase64UrlBit } from './tamper';

const V = UNLOCKER_VECTOR;
const rootKey = () => decodeBase64Url(V.rootKey);
const ids = (unlockerId: string): UnlockerIds => ({ accountId: V.accountId, unlockerId });
const OTHER_ID = '0b7c1f4e-2d3a-4c5b-8e6f-7a8b9c0d1e2f';
const passwordParams = () => ({ ...V.password.params });
const vectorPasswordKek = () => passwordKek(V.password.password, passwordParams());
const vectorPasskeyKek = () => passkeyKek(decodeBase64Url(V.passkey.prfOutput));
const vectorRecoveryKek = () => recoveryKek(parseRecoveryKey(V.recovery.text));

async function assertKekShape(kek: CryptoKey, what: string): Promise<void> {
  assertEqual(kek.type, 'secret', `${what}: type`);
  assertEqual(kek.algorithm.name, 'AES-GCM', `${what}: algorithm`);
  assertEqual((kek.algorithm as AesKeyAlgorithm).length, 256, `${what}: key length`);
  assertEqual(kek.extractable, false, `${what}: extractable`);
  assertEqual([...kek.usages].sort().join(), 'decrypt,encrypt', `${what}: usages`);
}

export const unlockerCases = {
  'root key: 32 random bytes, fresh each time': async () => {
    const first = createRootKey();
    assertEqual(first.byteLength, 32, 'length');
    assert(encodeBase64Url(first) !== encodeBase64Url(createRootKey()), 'two root keys differ');
  },

  'unlockers: the independent password unlocker opens with passwordKek (Argon2id)': async () => {
    const unlocked = await unwrapRootKey(
      V.password.unlocker,
      await vectorPasswordKek(),
      ids(V.password.unlockerId),
    );
    assertBytesEqual(unlocked, rootKey(), 'root key');
  },

  'unlockers: the independent passkey unlocker opens; the PRF input is SHA-256 of the credential':
    async () => {
      assertEqual(
        encodeBase64Url(await passkeyPrfInput(V.passkey.credentialId)),
        V.passkey.prfInput,
        'PRF input',
      );
      const unlocked = await unwrapRootKey(
        V.passkey.unlocker,
        await vectorPasskeyKek(),
        ids(V.passkey.unlockerId),
      );
      assertBytesEqual(unlocked, rootKey(), 'root key');
    },

  'unlockers: the independent recovery unlocker opens from the shown text': async () => {
    assertEqual(formatRecoveryKey(decodeBase64Url(V.recovery.bytes)), V.recovery.text, 'text');
    assertBytesEqual(parseRecoveryKey(V.recovery.text), decodeBase64Url(V.recovery.bytes), 'bytes');
    const unlocked = await unwrapRootKey(
      V.recovery.unlocker,
      await vectorRecoveryKek(),
      ids(V.recovery.unlockerId),
    );
    assertBytesEqual(unlocked, rootKey(), 'root key');
  },

  'unlockers: every KEK is non-extractable AES-256-GCM and wraps a fresh root key': async () => {
    const keks: Array<[string, CryptoKey]> = [
      ['password', await passwordKek('pässword', createUnlockerPasswordParams())],
      ['passkey', await passkeyKek(new Uint8Array(32).fill(7))],
      ['recovery', await recoveryKek(createRecoveryKey().bytes)],
      ['device', await createDeviceKek()],
    ];
    for (const [what, kek] of keks) {
      await assertKekShape(kek, what);
      const key = createRootKey();
      const slot = ids(OTHER_ID);
      const first = await wrapRootKey(key, kek, slot);
      const second = await wrapRootKey(key, kek, slot);
      assertEqual(first.nonce.length, 16, `${what}: 12-byte nonce`);
      assertEqual(first.wrapped_root_key.length, 64, `${what}: 48-byte wrapped root key`);
      assert(first.nonce !== second.nonce, `${what}: fresh nonce per wrap`);
      assert(first.wrapped_root_key !== second.wrapped_root_key, `${what}: fresh ciphertext`);
      assertBytesEqual(await unwrapRootKey(first, kek, slot), key, `${what}: round trip`);
      assertBytesEqual(await unwrapRootKey(second, kek, slot), key, `${what}: second wrap`);
      await assertRejects(() => crypto.subtle.exportKey('raw', kek), `${what}: raw export`);
    }
  },

  'device KEK: a structured clone (what IndexedDB stores) stays non-extractable and opens':
    async () => {
      const kek = await createDeviceKek();
      const unlocker = await wrapRootKey(rootKey(), kek, ids(OTHER_ID));
      const stored = structuredClone(kek);
      await assertKekShape(stored, 'clone');
      assertBytesEqual(await unwrapRootKey(unlocker, stored, ids(OTHER_ID)), rootKey(), 'clone');
      const otherDevice = await createDeviceKek();
      await assertRejectsWithCode(
        () => unwrapRootKey(unlocker, otherDevice, ids(OTHER_ID)),
        'DECRYPTION_FAILED',
        'another device',
      );
    },

  'unlockers: a wrong KEK fails with DECRYPTION_FAILED': async () => {
    const wrong: Array<[string, RootKeyUnlocker, string, () => Promise<CryptoKey>]> = [
      [
        'other password',
        V.password.unlocker,
        V.password.unlockerId,
        () => passwordKek(`${V.password.password} `, passwordParams()),
      ],
      [
        'other salt',
        V.password.unlocker,
        V.password.unlockerId,
        () => passwordKek(V.password.password, createUnlockerPasswordParams()),
      ],
      [
        'other PRF output',
        V.passkey.unlocker,
        V.passkey.unlockerId,
        () => passkeyKek(decodeBase64Url(flipBase64UrlBit(V.passkey.prfOutput, 31))),
      ],
      [
        'other recovery key',
        V.recovery.unlocker,
        V.recovery.unlockerId,
        () => recoveryKek(createRecoveryKey().bytes),
      ],
      [
        'passkey KEK on the recovery unlocker',
        V.recovery.unlocker,
        V.recovery.unlockerId,
        vectorPasskeyKek,
      ],
      ['a device KEK', V.password.unlocker, V.password.unlockerId, createDeviceKek],
    ];
    for (const [what, unlocker, unlockerId, makeKek] of wrong) {
      const kek = await makeKek();
      await assertRejectsWithCode(
        () => unwrapRootKey(unlocker, kek, ids(unlockerId)),
        'DECRYPTION_FAILED',
        what,
      );
    }
  },

  'unlockers: moved to another account or slot fails with DECRYPTION_FAILED': async () => {
    const kek = await vectorRecoveryKek();
    const { unlocker, unlockerId } = V.recovery;
    const moves: Array<[string, UnlockerIds]> = [
      ['another account', { accountId: OTHER_ID, unlockerId }],
      ['another slot', { accountId: V.accountId, unlockerId: OTHER_ID }],
      ['the password slot', ids(V.password.unlockerId)],
      ['ids swapped', { accountId: unlockerId, unlockerId: V.accountId }],
    ];
    for (const [what, moved] of moves) {
      await assertRejectsWithCode(
        () => unwrapRootKey(unlocker, kek, moved),
        'DECRYPTION_FAILED',
        what,
      );
    }
    assertBytesEqual(await unwrapRootKey(unlocker, kek, ids(unlockerId)), rootKey(), 'in place');
  },

  'unlockers: any changed bit fails with DECRYPTION_FAILED': async () => {
    const kek = await vectorRecoveryKek();
    const { unlocker, unlockerId } = V.recovery;
    const tampered: Array<[string, RootKeyUnlocker]> = [
      ['nonce', { ...unlocker, nonce: flipBase64UrlBit(unlocker.nonce, 0) }],
      ['nonce end', { ...unlocker, nonce: flipBase64UrlBit(unlocker.nonce, 11) }],
      [
        'ciphertext',
        { ...unlocker, wrapped_root_key: flipBase64UrlBit(unlocker.wrapped_root_key, 0) },
      ],
      ['tag', { ...unlocker, wrapped_root_key: flipBase64UrlBit(unlocker.wrapped_root_key, 47) }],
      ['nonce of another unlocker', { ...unlocker, nonce: V.passkey.unlocker.nonce }],
    ];
    for (const [what, changed] of tampered) {
      await assertRejectsWithCode(
        () => unwrapRootKey(changed, kek, ids(unlockerId)),
        'DECRYPTION_FAILED',
        what,
      );
    }
  },

  'unlockers: malformed unlockers and ids fail with INVALID_UNLOCKER': async () => {
    const kek = await vectorRecoveryKek();
    const { unlocker, unlockerId } = V.recovery;
    const nonceBytes = decodeBase64Url(unlocker.nonce);
    const wrappedBytes = decodeBase64Url(unlocker.wrapped_root_key);
    const malformed: unknown[] = [
      { ...unlocker, nonce: encodeBase64Url(nonceBytes.subarray(1)) },
      { ...unlocker, nonce: encodeBase64Url(new Uint8Array([...nonceBytes, 0])) },
      { ...unlocker, nonce: `${unlocker.nonce}=` },
      { ...unlocker, nonce: '' },
      { ...unlocker, wrapped_root_key: encodeBase64Url(wrappedBytes.subarray(1)) },
      { ...unlocker, wrapped_root_key: encodeBase64Url(new Uint8Array([...wrappedBytes, 0])) },
      { ...unlocker, wrapped_root_key: `+${unlocker.wrapped_root_key.slice(1)}` },
      { nonce: unlocker.nonce },
      { ...unlocker, nonce: 12 },
      null,
      'an unlocker',
    ];
    for (const [index, value] of malformed.entries()) {
      await assertRejectsWithCode(
        () => unwrapRootKey(value as RootKeyUnlocker, kek, ids(unlockerId)),
        'INVALID_UNLOCKER',
        `malformed unlocker #${index}`,
      );
    }
    const badIds: unknown[] = [
      { accountId: V.accountId.toUpperCase(), unlockerId },
      { accountId: V.accountId, unlockerId: unlockerId.toUpperCase() },
      { accountId: `${V.accountId}|x`, unlockerId },
      { accountId: V.accountId, unlockerId: '' },
      { accountId: V.accountId.replace(/-/g, ''), unlockerId },
      { accountId: V.accountId },
      {},
    ];
    for (const [index, value] of badIds.entries()) {
      await assertRejectsWithCode(
        () => unwrapRootKey(unlocker, kek, value as UnlockerIds),
        'INVALID_UNLOCKER',
        `unwrap with bad ids #${index}`,
      );
      await assertRejectsWithCode(
        () => wrapRootKey(rootKey(), kek, value as UnlockerIds),
        'INVALID_UNLOCKER',
        `wrap with bad ids #${index}`,
      );
    }
  },

  'unlockers: a root key of another size fails with INVALID_ROOT_KEY': async () => {
    const kek = await createDeviceKek();
    for (const bad of [new Uint8Array(31), new Uint8Array(33), new Uint8Array(0), [...rootKey()]]) {
      await assertRejectsWithCode(
        () => wrapRootKey(bad as Uint8Array, kek, ids(OTHER_ID)),
        'INVALID_ROOT_KEY',
        `root key of ${bad.length} bytes`,
      );
    }
  },

  'unlockers: a KEK that is extractable, not AES-256-GCM or lacks the usage fails with INVALID_KEK':
    async () => {
      const subtle = crypto.subtle;
      const raw = new Uint8Array(32).fill(1);
      const gcm = (extractable: boolean, usages: KeyUsage[], bytes = raw) =>
        subtle.importKey('raw', bytes, 'AES-GCM', extractable, usages);
      const bad: Array<[string, unknown, 'wrap' | 'unwrap' | 'both']> = [
        ['extractable', await gcm(true, ['encrypt', 'decrypt']), 'both'],
        ['AES-128-GCM', await gcm(false, ['encrypt', 'decrypt'], raw.subarray(0, 16)), 'both'],
        [
          'AES-CBC',
          await subtle.importKey('raw', raw, 'AES-CBC', false, ['encrypt', 'decrypt']),
          'both',
        ],
        [
          'HMAC',
          await subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
          'both',
        ],
        ['decrypt only', await gcm(false, ['decrypt']), 'wrap'],
        ['encrypt only', await gcm(false, ['encrypt']), 'unwrap'],
        ['raw bytes', raw, 'both'],
        ['nothing', undefined, 'both'],
      ];
      const unlocker = V.recovery.unlocker;
      for (const [what, kek, operation] of bad) {
        if (operation !== 'unwrap') {
          await assertRejectsWithCode(
            () => wrapRootKey(rootKey(), kek as CryptoKey, ids(OTHER_ID)),
            'INVALID_KEK',
            `wrap: ${what}`,
          );
        }
        if (operation !== 'wrap') {
          await assertRejectsWithCode(
            () => unwrapRootKey(unlocker, kek as CryptoKey, ids(V.recovery.unlockerId)),
            'INVALID_KEK',
            `unwrap: ${what}`,
          );
        }
      }
    },

  'password unlocker: fresh params are the defaults with their own 16-byte salt': async () => {
    const params = createUnlockerPasswordParams();
    assertEqual(params.algorithm, 'argon2id', 'algorithm');
    assertEqual(params.memory_kib, 19456, 'memory');
    assertEqual(params.iterations, 2, 'iterations');
    assertEqual(params.parallelism, 1, 'parallelism');
    assertEqual(params.hash_length, 32, 'hash length');
    assertEqual(decodeBase64Url(params.salt).byteLength, 16, 'salt length');
    assert(createUnlockerPasswordParams().salt !== params.salt, 'salts differ');
    assertEqual(parseUnlockerPasswordParams(params).salt, params.salt, 'parses back');
  },

  'password unlocker: params below the defaults, another output or salt length are refused':
    async () => {
      const base = { ...DEFAULT_PASSWORD_PARAMS, salt: V.password.params.salt };
      const invalid: unknown[] = [
        { ...base, hash_length: 64 },
        { ...base, salt: encodeBase64Url(new Uint8Array(8)) },
        { ...base, salt: encodeBase64Url(new Uint8Array(17)) },
        { ...base, memory_kib: 19455 },
        { ...base, iterations: 1 },
        { ...base, algorithm: 'argon2i' },
        { ...base, extra: 1 },
        null,
      ];
      for (const params of invalid) {
        await assertRejectsWithCode(
          () => parseUnlockerPasswordParams(params),
          'INVALID_PASSWORD_PARAMS',
          JSON.stringify(params),
        );
      }
      await assertRejectsWithCode(
        () => passwordKek('x', { ...base, hash_length: 48 }),
        'INVALID_PASSWORD_PARAMS',
        'passwordKek validates',
      );
    },

  'passkey: a bad credential id or PRF output is refused with a code': async () => {
    for (const id of ['', `${V.passkey.credentialId}=`, 'a+b/', 'ab cd', 42]) {
      await assertRejectsWithCode(
        () => passkeyPrfInput(id as string),
        'INVALID_CREDENTIAL_ID',
        `credential id ${String(id)}`,
      );
    }
    const output = decodeBase64Url(V.passkey.prfOutput);
    for (const [index, bad] of [
      output.subarray(1),
      new Uint8Array(33),
      new Uint8Array(0),
      output.buffer,
      null,
    ].entries()) {
      await assertRejectsWithCode(
        () => passkeyKek(bad as Uint8Array),
        'INVALID_PRF_OUTPUT',
        `PRF output #${index}`,
      );
    }
  },

  'recovery key: 26 base32 characters in groups of four, read in any case and spacing':
    async () => {
      const shape = /^[A-Z2-7]{4}(-[A-Z2-7]{4}){5}-[A-Z2-7]{2}$/;
      for (let round = 0; round < 20; round++) {
        const { bytes, text } = createRecoveryKey();
        assertEqual(bytes.byteLength, 16, 'bytes');
        assert(shape.test(text), `shape of ${round}`);
        assertBytesEqual(parseRecoveryKey(text), bytes, `parse back ${round}`);
        assertEqual(formatRecoveryKey(bytes), text, `format ${round}`);
      }
      const expected = decodeBase64Url(V.recovery.bytes);
      const bare = V.recovery.text.replace(/-/g, '');
      for (const typed of [
        V.recovery.text.toLowerCase(),
        bare,
        bare.toLowerCase(),
        ` ${V.recovery.text.replace(/-/g, ' ')}\n`,
        `${bare.slice(0, 13)}\t-  ${bare.slice(13)}`,
        bare.split('').join('-'),
      ]) {
        assertBytesEqual(parseRecoveryKey(typed), expected, JSON.stringify(typed));
      }
    },

  'recovery key: wrong length, alphabet or last character fails with INVALID_RECOVERY_KEY':
    async () => {
      const bare = V.recovery.text.replace(/-/g, '');
      const lastValue = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.indexOf(bare.slice(-1));
      // Its 2 spare bits set: decodes to the same 128 bits, so it is not the canonical spelling.
      const spareBitsSet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'.charAt(lastValue | 1);
      const invalid: unknown[] = [
        bare.slice(1),
        `${bare}A`,
        `${bare}${bare}`,
        '',
        '----',
        `${bare.slice(0, -1)}${spareBitsSet}`,
        `0${bare.slice(1)}`,
        `1${bare.slice(1)}`,
        `8${bare.slice(1)}`,
        `9${bare.slice(1)}`,
        `${bare.slice(0, -2)}==`,
        `ſ${bare.slice(1)}`,
        `ı${bare.slice(1)}`,
        `É${bare.slice(1)}`,
        `${bare.slice(0, 10)}_${bare.slice(11)}`,
        V.recovery.bytes,
        42,
      ];
      for (const [index, text] of invalid.entries()) {
        await assertRejectsWithCode(
          () => parseRecoveryKey(text as string),
          'INVALID_RECOVERY_KEY',
          `recovery key #${index}`,
        );
      }
      for (const bytes of [new Uint8Array(15), new Uint8Array(17), [...new Uint8Array(16)]]) {
        await assertRejectsWithCode(
          () => recoveryKek(bytes as Uint8Array),
          'INVALID_RECOVERY_KEY',
          `recoveryKek of ${bytes.length} bytes`,
        );
        await assertRejectsWithCode(
          () => formatRecoveryKey(bytes as Uint8Array),
          'INVALID_RECOVERY_KEY',
          `format of ${bytes.length} bytes`,
        );
      }
    },
};
