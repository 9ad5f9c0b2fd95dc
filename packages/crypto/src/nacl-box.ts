import nacl from 'tweetnacl';
import { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64';
import { CryptoError } from './errors';
import { randomBytes } from './random';
import { decodeUtf8, encodeUtf8 } from './utf8';
import { expectExactObject, expectString, parseJsonObject } from './wire-validation';

// Cryptogram of com.service.nacl-enc (docs/crypto.md): the JSON
//   {"ephemeralSenderPublicKey":W,"nonce":W,"ciphertext":W}
// with W = {"type":"Uint8Array","encoding":"base64","value":<standard padded base64>},
// sent as the unpadded url-safe base64 of its UTF-8 bytes. A fresh ephemeral sender key per
// message means the recipient learns nothing about who encrypted.

const FIELDS = ['ephemeralSenderPublicKey', 'nonce', 'ciphertext'] as const;
const WRAPPED_BYTES_FIELDS = ['type', 'encoding', 'value'] as const;

interface WrappedBytes {
  type: 'Uint8Array';
  encoding: 'base64';
  value: string;
}

function wrapBytes(bytes: Uint8Array): WrappedBytes {
  return { type: 'Uint8Array', encoding: 'base64', value: encodeBase64(bytes) };
}

export function encryptNaclBox(recipientPublicKey: Uint8Array, plaintext: Uint8Array): string {
  if (recipientPublicKey.byteLength !== nacl.box.publicKeyLength) {
    throw new CryptoError(
      'INVALID_PUBLIC_KEY',
      `An X25519 public key is ${nacl.box.publicKeyLength} bytes`,
    );
  }
  const ephemeral = nacl.box.keyPair.fromSecretKey(randomBytes(nacl.box.secretKeyLength));
  const nonce = randomBytes(nacl.box.nonceLength);
  const ciphertext = nacl.box(plaintext, nonce, recipientPublicKey, ephemeral.secretKey);
  // Key order is part of the format: JSON.stringify keeps insertion order.
  const cryptogram = {
    ephemeralSenderPublicKey: wrapBytes(ephemeral.publicKey),
    nonce: wrapBytes(nonce),
    ciphertext: wrapBytes(ciphertext),
  };
  return encodeBase64Url(encodeUtf8(JSON.stringify(cryptogram)));
}

export function decryptNaclBox(
  recipientSecretKey: Uint8Array,
  cryptogram: string,
): Uint8Array<ArrayBuffer> {
  if (recipientSecretKey.byteLength !== nacl.box.secretKeyLength) {
    throw new CryptoError(
      'INVALID_SECRET_KEY',
      `An X25519 secret key is ${nacl.box.secretKeyLength} bytes`,
    );
  }
  const fields = parseCryptogram(cryptogram);
  const ephemeralPublicKey = unwrapBytes(
    fields.ephemeralSenderPublicKey,
    'ephemeralSenderPublicKey',
  );
  const nonce = unwrapBytes(fields.nonce, 'nonce');
  const ciphertext = unwrapBytes(fields.ciphertext, 'ciphertext');
  if (
    ephemeralPublicKey.byteLength !== nacl.box.publicKeyLength ||
    nonce.byteLength !== nacl.box.nonceLength
  ) {
    throw new CryptoError('INVALID_CRYPTOGRAM', 'The cryptogram key or nonce has the wrong length');
  }
  if (ciphertext.byteLength < nacl.box.overheadLength) {
    throw new CryptoError(
      'INVALID_CRYPTOGRAM',
      'The cryptogram ciphertext is shorter than its authenticator',
    );
  }
  const plaintext = nacl.box.open(ciphertext, nonce, ephemeralPublicKey, recipientSecretKey);
  if (plaintext === null) {
    throw new CryptoError(
      'DECRYPTION_FAILED',
      'The cryptogram does not authenticate with this secret key',
    );
  }
  return new Uint8Array(plaintext);
}

function parseCryptogram(cryptogram: string): Record<(typeof FIELDS)[number], unknown> {
  let json: string;
  try {
    json = decodeUtf8(decodeBase64Url(cryptogram));
  } catch (cause) {
    throw new CryptoError(
      'INVALID_CRYPTOGRAM',
      'The cryptogram is not url-safe base64 of UTF-8 text',
      { cause },
    );
  }
  const object = parseJsonObject(json, 'INVALID_CRYPTOGRAM', 'The nacl cryptogram');
  return expectExactObject(object, FIELDS, 'INVALID_CRYPTOGRAM', 'The nacl cryptogram');
}

function unwrapBytes(value: unknown, name: string): Uint8Array<ArrayBuffer> {
  const wrapped = expectExactObject(
    value,
    WRAPPED_BYTES_FIELDS,
    'INVALID_CRYPTOGRAM',
    `Cryptogram field ${name}`,
  );
  if (wrapped.type !== 'Uint8Array' || wrapped.encoding !== 'base64') {
    throw new CryptoError(
      'INVALID_CRYPTOGRAM',
      `Cryptogram field ${name} must be a base64 Uint8Array`,
    );
  }
  const text = expectString(wrapped.value, 'INVALID_CRYPTOGRAM', `Cryptogram field ${name}.value`);
  try {
    return decodeBase64(text);
  } catch (cause) {
    throw new CryptoError(
      'INVALID_CRYPTOGRAM',
      `Cryptogram field ${name} is not padded standard base64`,
      { cause },
    );
  }
}
