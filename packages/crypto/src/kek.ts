import { CryptoError } from './errors';
import { encodeUtf8 } from './utf8';
import { subtle } from './web-crypto';

// A key-encryption key (KEK) wraps the root key in one unlocker (docs/key-model.md). Every
// KEK is a non-extractable AES-256-GCM CryptoKey, whichever unlocker made it: the page can use
// it but no script, the page's own included, can read its bytes back, and a device KEK stored
// in IndexedDB stays unreadable.

type KekUsage = 'encrypt' | 'decrypt';

/** Fails with INVALID_KEK unless `kek` is a non-extractable AES-256-GCM key allowed `usage`. */
export function checkKek(kek: CryptoKey, usage: KekUsage): void {
  const candidate = kek as Partial<CryptoKey> | null | undefined;
  const algorithm = candidate?.algorithm as Partial<AesKeyAlgorithm> | undefined;
  if (
    typeof candidate !== 'object' ||
    candidate?.type !== 'secret' ||
    algorithm?.name !== 'AES-GCM' ||
    algorithm.length !== 256
  ) {
    throw new CryptoError('INVALID_KEK', 'A key-encryption key is an AES-256-GCM CryptoKey');
  }
  if (candidate.extractable !== false) {
    throw new CryptoError('INVALID_KEK', 'A key-encryption key must be non-extractable');
  }
  if (!candidate.usages?.includes(usage)) {
    throw new CryptoError('INVALID_KEK', `This key-encryption key may not ${usage}`);
  }
}

/** A KEK from 32 secret bytes (the Argon2id output of a password). */
export async function importKek(bytes: Uint8Array<ArrayBuffer>): Promise<CryptoKey> {
  return subtle().importKey('raw', bytes, { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
}

/**
 * A KEK = HKDF-SHA-256(secret, salt = empty, info) (RFC 5869). The inputs are already
 * uniformly random (a PRF output, a random recovery key), so no salt is needed; an empty salt
 * is, by RFC 5869 §2.2, a salt of 32 zero bytes.
 */
export async function deriveHkdfKek(
  secret: Uint8Array<ArrayBuffer>,
  info: string,
): Promise<CryptoKey> {
  const baseKey = await subtle().importKey('raw', secret, 'HKDF', false, ['deriveKey']);
  return subtle().deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(0), info: encodeUtf8(info) },
    baseKey,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}
