import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { deriveKey } from './derive-key';

/**
 * Encrypts a server-side secret (TOTP seeds, private signing keys) under the server key
 * (AES-256-GCM), so a database dump alone does not reveal them. `context` binds the value
 * to its use: a sealed TOTP seed cannot be replayed as a signing key.
 */
export function seal(plaintext: string, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey('seal'), iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export function unseal(sealed: string, context: string): string {
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) throw new Error('not a sealed value');
  const decipher = createDecipheriv('aes-256-gcm', deriveKey('seal'), Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(context));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
