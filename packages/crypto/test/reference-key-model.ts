// Independent implementations of the key model's formats (docs/crypto.md, "Key model"):
// node:crypto AES-256-GCM, HKDF and SHA-256, @node-rs/argon2 (not hash-wasm), Buffer base64
// and a BigInt base32. Used to prove that what the package writes, others read, and the
// reverse; nothing here imports the package.

import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { hashRaw } from '@node-rs/argon2';

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

function seal(
  key: Uint8Array,
  aad: string,
  plaintext: Uint8Array,
): { nonce: Buffer; sealed: Buffer } {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
  return { nonce, sealed };
}

/** Throws unless the tag authenticates. */
function open(key: Uint8Array, aad: string, nonce: Uint8Array, sealed: Uint8Array): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, nonce);
  decipher.setAAD(Buffer.from(aad, 'utf8'));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - 16)), decipher.final()]);
}

const unlockerAad = (accountId: string, unlockerId: string) =>
  `coffer-root-key-v1|${accountId}|${unlockerId}`;
const entryAad = (accountId: string, kind: string, name: string) =>
  `coffer-entry-v1|${accountId}|${kind}|${name}`;

export function referenceWrapRootKey(
  kek: Uint8Array,
  accountId: string,
  unlockerId: string,
  rootKey: Uint8Array,
): { nonce: string; wrapped_root_key: string } {
  const { nonce, sealed } = seal(kek, unlockerAad(accountId, unlockerId), rootKey);
  return { nonce: b64url(nonce), wrapped_root_key: b64url(sealed) };
}

export function referenceUnwrapRootKey(
  kek: Uint8Array,
  accountId: string,
  unlockerId: string,
  unlocker: { nonce: string; wrapped_root_key: string },
): Buffer {
  return open(
    kek,
    unlockerAad(accountId, unlockerId),
    Buffer.from(unlocker.nonce, 'base64url'),
    Buffer.from(unlocker.wrapped_root_key, 'base64url'),
  );
}

export function referenceEncryptEntry(
  rootKey: Uint8Array,
  accountId: string,
  kind: string,
  name: string,
  plaintext: Uint8Array,
): string {
  const { nonce, sealed } = seal(rootKey, entryAad(accountId, kind, name), plaintext);
  return b64url(Buffer.concat([nonce, sealed]));
}

export function referenceDecryptEntry(
  rootKey: Uint8Array,
  accountId: string,
  kind: string,
  name: string,
  ciphertext: string,
): Buffer {
  const bytes = Buffer.from(ciphertext, 'base64url');
  return open(rootKey, entryAad(accountId, kind, name), bytes.subarray(0, 12), bytes.subarray(12));
}

export interface ReferencePasswordParams {
  memory_kib: number;
  iterations: number;
  parallelism: number;
  hash_length: number;
  salt: string;
}

export async function referencePasswordKek(
  password: string,
  params: ReferencePasswordParams,
): Promise<Buffer> {
  // Argon2id is the library's default (its Algorithm enum is a const enum this build cannot
  // import); the Node tests check this function against the Argon2 reference vector.
  return hashRaw(Buffer.from(password, 'utf8'), {
    salt: Buffer.from(params.salt, 'base64url'),
    memoryCost: params.memory_kib,
    timeCost: params.iterations,
    parallelism: params.parallelism,
    outputLen: params.hash_length,
  });
}

/** HKDF-SHA-256 with an empty salt, 32 bytes. */
export function referenceHkdfKek(secret: Uint8Array, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), Buffer.from(info, 'utf8'), 32));
}

export function referencePrfInput(credentialId: string): Buffer {
  return createHash('sha256').update(`coffer-root-key-v1|${credentialId}`, 'utf8').digest();
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 bytes as 26 RFC 4648 base32 characters (the 128-bit number shifted left by 2), grouped 4 by 4. */
export function referenceRecoveryText(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString('hex')}`) << 2n;
  let characters = '';
  for (let index = 0; index < 26; index++) {
    characters = BASE32[Number(value & 31n)]! + characters;
    value >>= 5n;
  }
  return characters.match(/.{1,4}/g)!.join('-');
}
