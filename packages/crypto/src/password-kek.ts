import { argon2idOfPassword } from './argon2id';
import { importKek } from './kek';
import type { PasswordParams } from './password-params';
import { parseUnlockerPasswordParams } from './unlocker-password-params';

/**
 * The KEK of a password unlocker: Argon2id(password, the unlocker's params) used directly as
 * the AES-256-GCM key, non-extractable.
 */
export async function passwordKek(password: string, params: PasswordParams): Promise<CryptoKey> {
  const hash = await argon2idOfPassword(password, parseUnlockerPasswordParams(params));
  try {
    return await importKek(hash);
  } finally {
    // The CryptoKey holds its own copy; this one need not outlive the import.
    hash.fill(0);
  }
}
