import { CryptoError } from './errors';
import { randomBytes } from './random';
import { subtle } from './web-crypto';

// AES-GCM with a fresh random 96-bit nonce per message, the sealing of unlockers and entries
// (docs/crypto.md, "Key model"). Random nonces are safe here: one key seals at most a few
// thousand messages (an account's unlockers and entries), far below the 2^32 that NIST
// SP 800-38D allows for random nonces under one key.

export const AES_GCM_NONCE_BYTES = 12;
export const AES_GCM_TAG_BYTES = 16;

export interface AesGcmSealed {
  nonce: Uint8Array<ArrayBuffer>;
  /** Ciphertext ‖ 16-byte tag, as WebCrypto returns it. */
  sealed: Uint8Array<ArrayBuffer>;
}

export async function sealAesGcm(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  additionalData: Uint8Array<ArrayBuffer>,
): Promise<AesGcmSealed> {
  const nonce = randomBytes(AES_GCM_NONCE_BYTES);
  const sealed = await subtle().encrypt(
    { name: 'AES-GCM', iv: nonce, additionalData },
    key,
    plaintext,
  );
  return { nonce, sealed: new Uint8Array(sealed) };
}

/**
 * Opens what sealAesGcm sealed. A wrong key, other additional data or any changed bit fails as
 * DECRYPTION_FAILED: GCM releases nothing that does not authenticate.
 */
export async function openAesGcm(
  key: CryptoKey,
  { nonce, sealed }: AesGcmSealed,
  additionalData: Uint8Array<ArrayBuffer>,
  what: string,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return new Uint8Array(
      await subtle().decrypt({ name: 'AES-GCM', iv: nonce, additionalData }, key, sealed),
    );
  } catch (cause) {
    throw new CryptoError(
      'DECRYPTION_FAILED',
      `${what} does not authenticate: a wrong key, other ids, or altered bytes`,
      { cause },
    );
  }
}
