import { decryptAesRsa, encryptAesRsa } from './aes-rsa-box';
import { BOX_ALGORITHM_AES_RSA, type BoxPublicKey, type BoxSecretKey } from './box-key-pair';
import { decryptNaclBox, encryptNaclBox } from './nacl-box';
import { decodeUtf8, encodeUtf8 } from './utf8';

/**
 * Encrypts to a box public key with the algorithm tied to that key. The result is the
 * cryptogram wire string (unpadded url-safe base64).
 */
export async function encryptToBox(
  publicKey: BoxPublicKey,
  plaintext: Uint8Array,
): Promise<string> {
  return publicKey.algorithm === BOX_ALGORITHM_AES_RSA
    ? encryptAesRsa(publicKey.bytes, plaintext)
    : encryptNaclBox(publicKey.bytes, plaintext);
}

/**
 * Opens a cryptogram. A malformed cryptogram fails with INVALID_CRYPTOGRAM, a wrong key or a
 * tampered one with DECRYPTION_FAILED: never unauthenticated bytes.
 */
export async function decryptFromBox(
  secretKey: BoxSecretKey,
  cryptogram: string,
): Promise<Uint8Array<ArrayBuffer>> {
  return secretKey.algorithm === BOX_ALGORITHM_AES_RSA
    ? decryptAesRsa(secretKey.bytes, cryptogram)
    : decryptNaclBox(secretKey.bytes, cryptogram);
}

/** Text messages are encrypted as their raw UTF-8 bytes. */
export async function encryptTextToBox(publicKey: BoxPublicKey, text: string): Promise<string> {
  return encryptToBox(publicKey, encodeUtf8(text));
}

export async function decryptTextFromBox(
  secretKey: BoxSecretKey,
  cryptogram: string,
): Promise<string> {
  return decodeUtf8(await decryptFromBox(secretKey, cryptogram));
}
