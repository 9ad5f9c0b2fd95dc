import { parseBoxPublicKey } from '@coffer/crypto';
import { z } from 'zod';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** Binary in JSON (docs/http-api.md): unpadded url-safe base64, at most `maxLength` characters. */
export function base64UrlSchema(maxLength: number) {
  return z.string().min(1).max(maxLength).regex(BASE64URL, 'must be unpadded url-safe base64');
}

/** A box public key string of docs/crypto.md (X25519, or the aes-rsa prefix and modulus). */
export const boxPublicKeySchema = z
  .string()
  .max(1024)
  .refine((text) => {
    try {
      parseBoxPublicKey(text);
      return true;
    } catch {
      return false;
    }
  }, 'must be a box public key string (docs/crypto.md)');

/** base64url(SHA-512(share)): 64 bytes are 86 characters. */
export const shareHashSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{86}$/, 'must be the 86-character url-safe base64 of a SHA-512 hash');

/**
 * A share of a box secret key: 32 bytes for X25519, the PKCS#8 DER (about 1.8 KB) for
 * aes-rsa, so a few KiB of base64.
 */
export const keyShareBytesSchema = base64UrlSchema(4096);

/** A cryptogram to a box or identity key (nacl JSON or aes-rsa msgpack, base64url). */
export const cryptogramSchema = base64UrlSchema(16 * 1024);

/** An email domain for access rules (`example.org`), lower-cased. */
export const emailDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(
    /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'must be an email domain such as example.org',
  );
