// Independent aes-256-gcm-chunked-v1 (docs/crypto.md) with node:crypto's AES-256-GCM, one chunk
// at a time, for interoperability tests in both directions.

import { createCipheriv, createDecipheriv } from 'node:crypto';

export const CHUNK_SIZE = 1048576;
const TAG = 16;

function nonce(prefix: Uint8Array, index: number): Buffer {
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(index);
  return Buffer.concat([prefix, counter]);
}

export function referenceSealChunk(
  key: Uint8Array,
  prefix: Uint8Array,
  index: number,
  plaintext: Uint8Array,
  isFinal: boolean,
): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(prefix, index));
  if (isFinal) cipher.setAAD(Buffer.from('last', 'ascii'));
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

export function referenceEncryptFile(
  key: Uint8Array,
  prefix: Uint8Array,
  plaintext: Uint8Array,
): Buffer {
  const chunks: Buffer[] = [];
  const count = Math.max(1, Math.ceil(plaintext.length / CHUNK_SIZE));
  for (let index = 0; index < count; index++) {
    const part = plaintext.subarray(index * CHUNK_SIZE, (index + 1) * CHUNK_SIZE);
    chunks.push(referenceSealChunk(key, prefix, index, part, index === count - 1));
  }
  return Buffer.concat(chunks);
}

export function referenceDecryptFile(
  key: Uint8Array,
  prefix: Uint8Array,
  ciphertext: Uint8Array,
): Buffer {
  const sealedSize = CHUNK_SIZE + TAG;
  const count = Math.max(1, Math.ceil(ciphertext.length / sealedSize));
  const chunks: Buffer[] = [];
  for (let index = 0; index < count; index++) {
    const sealed = ciphertext.subarray(index * sealedSize, (index + 1) * sealedSize);
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(prefix, index));
    if (index === count - 1) decipher.setAAD(Buffer.from('last', 'ascii'));
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG));
    chunks.push(decipher.update(sealed.subarray(0, sealed.length - TAG)), decipher.final());
  }
  return Buffer.concat(chunks);
}
