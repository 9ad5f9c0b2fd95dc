import {
  assertBoxKeyPair,
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  decryptFromBox,
  decryptTextFromBox,
  deriveBoxPublicKey,
  encodeBase64,
  encodeUtf8,
  encryptTextToBox,
  encryptToBox,
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
  parseBoxPublicKey,
  parseBoxSecretKey,
} from '../index';
import { assert, assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';
import { editAesRsaCryptogram, flipBit, naclJsonCryptogram, tamperNaclField } from './tamper';
import { AES_RSA_VECTOR, NACL_VECTOR } from './vectors';

const naclSecretKey = () => parseBoxSecretKey(BOX_ALGORITHM_NACL, NACL_VECTOR.secretKey);
const rsaSecretKey = () => parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, AES_RSA_VECTOR.secretKey);
const W = (bytes: Uint8Array) => ({
  type: 'Uint8Array',
  encoding: 'base64',
  value: encodeBase64(bytes),
});

export const boxCases = {
  'nacl box: decrypts the independent vector': async () => {
    const text = await decryptTextFromBox(naclSecretKey(), NACL_VECTOR.cryptogram);
    assertEqual(text, NACL_VECTOR.plaintext, 'plaintext');
  },

  'nacl box: round trip of text and binary, fresh randomness per message': async () => {
    const publicKey = parseBoxPublicKey(NACL_VECTOR.publicKey);
    const first = await encryptTextToBox(publicKey, 'bonjour ✓');
    const second = await encryptTextToBox(publicKey, 'bonjour ✓');
    assert(first !== second, 'two encryptions of one message differ');
    assertEqual(await decryptTextFromBox(naclSecretKey(), first), 'bonjour ✓', 'text');
    const binary = new Uint8Array(1000).map((_, index) => index & 0xff);
    assertBytesEqual(
      await decryptFromBox(naclSecretKey(), await encryptToBox(publicKey, binary)),
      binary,
      'binary',
    );
    const empty = await encryptToBox(publicKey, new Uint8Array(0));
    assertEqual((await decryptFromBox(naclSecretKey(), empty)).byteLength, 0, 'empty message');
  },

  'nacl box: wrong key fails with DECRYPTION_FAILED': async () => {
    const other = await generateBoxKeyPair();
    await assertRejectsWithCode(
      () => decryptFromBox(other.secretKey, NACL_VECTOR.cryptogram),
      'DECRYPTION_FAILED',
      'wrong key',
    );
  },

  'nacl box: tampering with any field fails with DECRYPTION_FAILED': async () => {
    for (const field of ['ephemeralSenderPublicKey', 'nonce', 'ciphertext'] as const) {
      const tampered = tamperNaclField(NACL_VECTOR.cryptogram, field);
      await assertRejectsWithCode(
        () => decryptFromBox(naclSecretKey(), tampered),
        'DECRYPTION_FAILED',
        `tampered ${field}`,
      );
    }
  },

  'nacl box: malformed cryptograms fail with INVALID_CRYPTOGRAM': async () => {
    const key = new Uint8Array(32);
    const nonce = new Uint8Array(24);
    const ciphertext = new Uint8Array(20);
    const malformed = [
      'not base64!',
      naclJsonCryptogram('not json'),
      naclJsonCryptogram([1, 2]),
      naclJsonCryptogram({ ephemeralSenderPublicKey: W(key), nonce: W(nonce) }),
      naclJsonCryptogram({
        ephemeralSenderPublicKey: W(key),
        nonce: W(nonce),
        ciphertext: W(ciphertext),
        extra: 1,
      }),
      naclJsonCryptogram({
        ephemeralSenderPublicKey: W(key),
        nonce: W(nonce),
        ciphertext: { ...W(ciphertext), type: 'Buffer' },
      }),
      naclJsonCryptogram({
        ephemeralSenderPublicKey: W(key),
        nonce: W(nonce),
        ciphertext: { ...W(ciphertext), value: 'AAAA-_' },
      }),
      naclJsonCryptogram({
        ephemeralSenderPublicKey: W(key),
        nonce: W(new Uint8Array(12)),
        ciphertext: W(ciphertext),
      }),
      naclJsonCryptogram({
        ephemeralSenderPublicKey: W(key),
        nonce: W(nonce),
        ciphertext: W(new Uint8Array(15)),
      }),
    ];
    for (const [index, cryptogram] of malformed.entries()) {
      await assertRejectsWithCode(
        () => decryptFromBox(naclSecretKey(), cryptogram),
        'INVALID_CRYPTOGRAM',
        `malformed #${index}`,
      );
    }
  },

  'aes-rsa box: decrypts the independent vector': async () => {
    assertEqual(
      await decryptTextFromBox(rsaSecretKey(), AES_RSA_VECTOR.cryptogram),
      AES_RSA_VECTOR.plaintext,
      'plaintext',
    );
  },

  'aes-rsa box: generated key pair round trip; a wrong key fails with DECRYPTION_FAILED':
    async () => {
      const pair = await generateBoxKeyPair(BOX_ALGORITHM_AES_RSA);
      assertEqual(pair.publicKey.bytes.byteLength, 384, 'modulus length');
      const message = encodeUtf8('a message for an RSA box ✓'.repeat(50));
      const cryptogram = await encryptToBox(pair.publicKey, message);
      assertBytesEqual(await decryptFromBox(pair.secretKey, cryptogram), message, 'round trip');
      await assertRejectsWithCode(
        () => decryptFromBox(rsaSecretKey(), cryptogram),
        'DECRYPTION_FAILED',
        'wrong key',
      );
    },

  'aes-rsa box: tampered ciphertext, tag or wrapped key fails with DECRYPTION_FAILED': async () => {
    for (const field of ['ciphertext', 'auth_tag', 'wrapped_key']) {
      const tampered = editAesRsaCryptogram(AES_RSA_VECTOR.cryptogram, (fields) => {
        fields[field] = flipBit(fields[field] as Uint8Array, 3);
      });
      await assertRejectsWithCode(
        () => decryptFromBox(rsaSecretKey(), tampered),
        'DECRYPTION_FAILED',
        `tampered ${field}`,
      );
    }
    const truncated = editAesRsaCryptogram(AES_RSA_VECTOR.cryptogram, (fields) => {
      fields.ciphertext = (fields.ciphertext as Uint8Array).subarray(1);
    });
    await assertRejectsWithCode(
      () => decryptFromBox(rsaSecretKey(), truncated),
      'DECRYPTION_FAILED',
      'shortened ciphertext',
    );
  },

  'aes-rsa box: malformed cryptograms fail with INVALID_CRYPTOGRAM': async () => {
    const edits: Array<(fields: Record<string, unknown>) => void> = [
      (fields) => delete fields.nonce,
      (fields) => (fields.extra = new Uint8Array(1)),
      (fields) => (fields.nonce = new Uint8Array(12)),
      (fields) => (fields.auth_tag = (fields.auth_tag as Uint8Array).subarray(16)),
      (fields) => (fields.wrapped_key = (fields.wrapped_key as Uint8Array).subarray(1)),
      (fields) => (fields.ciphertext = 'a string, not bin'),
    ];
    for (const [index, edit] of edits.entries()) {
      const malformed = editAesRsaCryptogram(AES_RSA_VECTOR.cryptogram, edit);
      await assertRejectsWithCode(
        () => decryptFromBox(rsaSecretKey(), malformed),
        'INVALID_CRYPTOGRAM',
        `malformed #${index}`,
      );
    }
    await assertRejectsWithCode(
      () => decryptFromBox(rsaSecretKey(), 'kw'),
      'INVALID_CRYPTOGRAM',
      'a msgpack array',
    );
    await assertRejectsWithCode(
      () => decryptFromBox(rsaSecretKey(), `${AES_RSA_VECTOR.cryptogram}AA`),
      'INVALID_CRYPTOGRAM',
      'trailing bytes',
    );
    await assertRejectsWithCode(
      () => decryptFromBox(rsaSecretKey(), NACL_VECTOR.cryptogram),
      'INVALID_CRYPTOGRAM',
      'a nacl cryptogram',
    );
    await assertRejectsWithCode(
      () => decryptFromBox(naclSecretKey(), AES_RSA_VECTOR.cryptogram),
      'INVALID_CRYPTOGRAM',
      'nacl key, aes-rsa cryptogram',
    );
  },

  'box keys: both public key forms parse and format back identically': async () => {
    const nacl = parseBoxPublicKey(NACL_VECTOR.publicKey);
    assertEqual(nacl.algorithm, BOX_ALGORITHM_NACL, 'nacl algorithm');
    assertEqual(formatBoxPublicKey(nacl), NACL_VECTOR.publicKey, 'nacl format');
    const rsa = parseBoxPublicKey(AES_RSA_VECTOR.publicKey);
    assertEqual(rsa.algorithm, BOX_ALGORITHM_AES_RSA, 'rsa algorithm');
    assertEqual(rsa.bytes.byteLength, 384, 'rsa modulus length');
    assertEqual(formatBoxPublicKey(rsa), AES_RSA_VECTOR.publicKey, 'rsa format');
  },

  'box keys: anything else is rejected with INVALID_PUBLIC_KEY': async () => {
    const rsaModulus = AES_RSA_VECTOR.publicKey.slice('com.service.aes-rsa-enc:'.length);
    const invalid = [
      '',
      NACL_VECTOR.publicKey.slice(1),
      `${NACL_VECTOR.publicKey}A`,
      `${NACL_VECTOR.publicKey}=`,
      `+${NACL_VECTOR.publicKey.slice(1)}`,
      `com.service.nacl-enc:${NACL_VECTOR.publicKey}`,
      `com.service.aes-rsa-enc:${NACL_VECTOR.publicKey}`,
      `com.service.aes-rsa-enc:${rsaModulus.slice(4)}`,
      `com.service.aes-rsa-enc:`,
      `com.other.aes-rsa-enc:${rsaModulus}`,
      rsaModulus,
    ];
    for (const text of invalid) {
      await assertRejectsWithCode(
        () => parseBoxPublicKey(text),
        'INVALID_PUBLIC_KEY',
        `public key ${JSON.stringify(text.slice(0, 40))}`,
      );
    }
  },

  'box keys: secret keys format, derive their public key, and must match the box': async () => {
    assertEqual(
      formatBoxSecretKey(naclSecretKey()),
      NACL_VECTOR.secretKey,
      'nacl secret key string',
    );
    assertEqual(
      formatBoxSecretKey(rsaSecretKey()),
      AES_RSA_VECTOR.secretKey,
      'rsa secret key string',
    );
    assertEqual(
      formatBoxPublicKey(await deriveBoxPublicKey(naclSecretKey())),
      NACL_VECTOR.publicKey,
      'nacl derived',
    );
    assertEqual(
      formatBoxPublicKey(await deriveBoxPublicKey(rsaSecretKey())),
      AES_RSA_VECTOR.publicKey,
      'rsa derived',
    );
    await assertBoxKeyPair(rsaSecretKey(), parseBoxPublicKey(AES_RSA_VECTOR.publicKey));
    const other = await generateBoxKeyPair();
    await assertRejectsWithCode(
      () => assertBoxKeyPair(other.secretKey, parseBoxPublicKey(NACL_VECTOR.publicKey)),
      'KEY_PAIR_MISMATCH',
      'other nacl key',
    );
    await assertRejectsWithCode(
      () => assertBoxKeyPair(naclSecretKey(), parseBoxPublicKey(AES_RSA_VECTOR.publicKey)),
      'KEY_ALGORITHM_MISMATCH',
      'algorithms differ',
    );
    await assertRejectsWithCode(
      () => parseBoxSecretKey(BOX_ALGORITHM_NACL, NACL_VECTOR.secretKey.slice(2)),
      'INVALID_SECRET_KEY',
      'short nacl key',
    );
    await assertRejectsWithCode(
      () => parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, NACL_VECTOR.secretKey),
      'INVALID_SECRET_KEY',
      'not PKCS#8',
    );
    const broken = parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, AES_RSA_VECTOR.secretKey.slice(0, 200));
    await assertRejectsWithCode(
      () => decryptFromBox(broken, AES_RSA_VECTOR.cryptogram),
      'INVALID_SECRET_KEY',
      'truncated PKCS#8',
    );
  },
};
