import {
  createRootKey,
  decodeBase64Url,
  decryptEntry,
  encodeBase64Url,
  encodeUtf8,
  encryptEntry,
  generateBoxKeyPair,
  formatBoxPublicKey,
  type EntryAddress,
} from '../index';
import { assert, assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';
import { ENTRY_VECTOR, UNLOCKER_VECTOR } from './key-model-vectors';
import { flipBase64UrlBit } from './tamper';
import { AES_RSA_VECTOR, NACL_VECTOR } from './vectors';

const rootKey = () => decodeBase64Url(UNLOCKER_VECTOR.rootKey);
const accountId = UNLOCKER_VECTOR.accountId;
const OTHER_ACCOUNT = '0b7c1f4e-2d3a-4c5b-8e6f-7a8b9c0d1e2f';
const identityAddress: EntryAddress = {
  accountId,
  kind: 'identity_key',
  name: ENTRY_VECTOR.identityKey.name,
};
const boxAddress: EntryAddress = { accountId, kind: 'box_key', name: ENTRY_VECTOR.boxKey.name };

export const entryCases = {
  'entries: the independent identity_key and box_key entries decrypt': async () => {
    assertBytesEqual(
      await decryptEntry(rootKey(), identityAddress, ENTRY_VECTOR.identityKey.ciphertext),
      decodeBase64Url(ENTRY_VECTOR.identityKey.plaintext),
      'identity key',
    );
    assertBytesEqual(
      await decryptEntry(rootKey(), boxAddress, ENTRY_VECTOR.boxKey.ciphertext),
      decodeBase64Url(ENTRY_VECTOR.boxKey.plaintext),
      'box key',
    );
  },

  'entries: round trip with a fresh nonce, for every kind and any plaintext size': async () => {
    const key = createRootKey();
    const rsaName = AES_RSA_VECTOR.publicKey;
    const addresses: EntryAddress[] = [
      identityAddress,
      { accountId, kind: 'identity_key', name: rsaName },
      {
        accountId,
        kind: 'identity_key',
        name: formatBoxPublicKey((await generateBoxKeyPair()).publicKey),
      },
      boxAddress,
    ];
    for (const address of addresses) {
      for (const plaintext of [new Uint8Array(0), encodeUtf8('ü'), new Uint8Array(2000).fill(9)]) {
        const first = await encryptEntry(key, address, plaintext);
        const second = await encryptEntry(key, address, plaintext);
        assert(first !== second, 'fresh nonce');
        assertEqual(
          decodeBase64Url(first).byteLength,
          12 + plaintext.byteLength + 16,
          'nonce ‖ ciphertext ‖ tag',
        );
        assertBytesEqual(await decryptEntry(key, address, first), plaintext, address.name);
      }
    }
  },

  'entries: swapped to another name, kind or account, they fail with DECRYPTION_FAILED':
    async () => {
      const { ciphertext } = ENTRY_VECTOR.identityKey;
      const boxCiphertext = ENTRY_VECTOR.boxKey.ciphertext;
      const swaps: Array<[string, EntryAddress, string]> = [
        [
          'identity key under another public key',
          { ...identityAddress, name: NACL_VECTOR.publicKey },
          ciphertext,
        ],
        [
          'identity key under another account',
          { ...identityAddress, accountId: OTHER_ACCOUNT },
          ciphertext,
        ],
        ['box key under another box', { ...boxAddress, name: OTHER_ACCOUNT }, boxCiphertext],
        [
          'box key under another account',
          { ...boxAddress, accountId: OTHER_ACCOUNT },
          boxCiphertext,
        ],
        ['box key read as the identity entry', identityAddress, boxCiphertext],
        ['identity key read as the box entry', boxAddress, ciphertext],
      ];
      for (const [what, address, text] of swaps) {
        await assertRejectsWithCode(
          () => decryptEntry(rootKey(), address, text),
          'DECRYPTION_FAILED',
          what,
        );
      }
      // The same name under the other kind: only the kind differs in the additional data.
      const key = createRootKey();
      const sealed = await encryptEntry(key, boxAddress, new Uint8Array([1, 2, 3]));
      const asIdentity = await encryptEntry(
        key,
        { ...identityAddress, name: NACL_VECTOR.publicKey },
        new Uint8Array([1, 2, 3]),
      );
      await assertRejectsWithCode(
        () => decryptEntry(key, { ...identityAddress, name: NACL_VECTOR.publicKey }, sealed),
        'DECRYPTION_FAILED',
        'box entry read as an identity entry',
      );
      await assertRejectsWithCode(
        () => decryptEntry(key, boxAddress, asIdentity),
        'DECRYPTION_FAILED',
        'identity entry read as a box entry',
      );
    },

  'entries: a wrong root key or any changed bit fails with DECRYPTION_FAILED': async () => {
    const { ciphertext } = ENTRY_VECTOR.boxKey;
    await assertRejectsWithCode(
      () => decryptEntry(createRootKey(), boxAddress, ciphertext),
      'DECRYPTION_FAILED',
      'another root key',
    );
    const length = decodeBase64Url(ciphertext).byteLength;
    for (const offset of [0, 11, 12, length - 17, length - 1]) {
      await assertRejectsWithCode(
        () => decryptEntry(rootKey(), boxAddress, flipBase64UrlBit(ciphertext, offset)),
        'DECRYPTION_FAILED',
        `bit flipped at byte ${offset}`,
      );
    }
    const bytes = decodeBase64Url(ciphertext);
    await assertRejectsWithCode(
      () => decryptEntry(rootKey(), boxAddress, encodeBase64Url(bytes.subarray(0, length - 1))),
      'DECRYPTION_FAILED',
      'cut by one byte',
    );
    await assertRejectsWithCode(
      () => decryptEntry(rootKey(), boxAddress, encodeBase64Url(new Uint8Array([...bytes, 0]))),
      'DECRYPTION_FAILED',
      'one byte appended',
    );
  },

  'entries: a bad address, ciphertext or root key is refused with a code': async () => {
    const { ciphertext } = ENTRY_VECTOR.boxKey;
    const badAddresses: unknown[] = [
      { ...boxAddress, kind: 'box' },
      { ...boxAddress, kind: 'Box_key' },
      { ...boxAddress, name: boxAddress.name.toUpperCase() },
      { ...boxAddress, name: `${boxAddress.name}|x` },
      { ...boxAddress, name: '' },
      { ...boxAddress, accountId: accountId.toUpperCase() },
      { ...boxAddress, accountId: `${accountId}|box_key` },
      { ...identityAddress, name: `${identityAddress.name}=` },
      { ...identityAddress, name: identityAddress.name.slice(1) },
      { ...identityAddress, name: boxAddress.name },
      { ...identityAddress, name: `com.service.nacl-enc:${identityAddress.name}` },
      { accountId, kind: 'box_key' },
      {},
    ];
    for (const [index, address] of badAddresses.entries()) {
      await assertRejectsWithCode(
        () => encryptEntry(rootKey(), address as EntryAddress, new Uint8Array(1)),
        'INVALID_ENTRY',
        `encrypt, address #${index}`,
      );
      await assertRejectsWithCode(
        () => decryptEntry(rootKey(), address as EntryAddress, ciphertext),
        'INVALID_ENTRY',
        `decrypt, address #${index}`,
      );
    }
    const badCiphertexts: unknown[] = [
      '',
      `${ciphertext}=`,
      `+${ciphertext.slice(1)}`,
      encodeBase64Url(new Uint8Array(27)),
      42,
    ];
    for (const [index, text] of badCiphertexts.entries()) {
      await assertRejectsWithCode(
        () => decryptEntry(rootKey(), boxAddress, text as string),
        'INVALID_ENTRY',
        `ciphertext #${index}`,
      );
    }
    await assertRejectsWithCode(
      () => encryptEntry(rootKey(), boxAddress, 'text' as unknown as Uint8Array),
      'INVALID_ENTRY',
      'plaintext is not bytes',
    );
    for (const key of [new Uint8Array(31), new Uint8Array(64)]) {
      await assertRejectsWithCode(
        () => encryptEntry(key, boxAddress, new Uint8Array(1)),
        'INVALID_ROOT_KEY',
        `encrypt, root key of ${key.byteLength} bytes`,
      );
      await assertRejectsWithCode(
        () => decryptEntry(key, boxAddress, ciphertext),
        'INVALID_ROOT_KEY',
        `decrypt, root key of ${key.byteLength} bytes`,
      );
    }
  },
};
