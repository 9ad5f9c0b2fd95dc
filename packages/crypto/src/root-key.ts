import { CryptoError } from './errors';
import { randomBytes } from './random';
import { subtle } from './web-crypto';

// The account's root key (docs/key-model.md): 32 random bytes made in the browser at set-up,
// wrapped by every unlocker, and the AES-256-GCM key of the account's entries. It is plain
// bytes, not a CryptoKey, because unlockers encrypt exactly these bytes.

export const ROOT_KEY_BYTES = 32;

export function createRootKey(): Uint8Array<ArrayBuffer> {
  return randomBytes(ROOT_KEY_BYTES);
}

/** A copy of `rootKey` once it is known to be 32 bytes. */
export function checkRootKey(rootKey: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!(rootKey instanceof Uint8Array) || rootKey.byteLength !== ROOT_KEY_BYTES) {
    throw new CryptoError('INVALID_ROOT_KEY', `A root key is ${ROOT_KEY_BYTES} bytes`);
  }
  return new Uint8Array(rootKey);
}

/** The root key as the non-extractable AES-256-GCM key that seals entries. */
export async function importRootKey(rootKey: Uint8Array): Promise<CryptoKey> {
  return subtle().importKey('raw', checkRootKey(rootKey), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
}
