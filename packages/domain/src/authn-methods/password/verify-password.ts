import { accountWithoutPassword, malformedMetadata } from '../authn-errors';
import type { AuthnSource } from '../lockout/authn-attempt';
import type { SucceededAttempts } from '../lockout/succeeded-attempts';
import { checkAccountPassword } from './check-account-password';
import { findIdentityAccount } from './find-identity-account';
import { hashBase64Schema } from './prehashed-password-schema';

export type VerifyPasswordOptions = {
  identityId: string;
  /** Where the attempt comes from: the lockout counts per source. */
  source: AuthnSource;
  hashBase64: string;
  /**
   * The account's password hash when the caller read it already (the login step reads it
   * with its challenge, in one statement); else it is read here.
   */
  passwordHash?: string | null;
  /** Collects the verified attempt instead of clearing its failures at once (the login step). */
  succeeded?: SucceededAttempts;
};

/**
 * The login step `identity:prehashed_password`: the browser's prehash against the account's
 * password. Refusals: 403 `invalid`, 429 `locked`; 409 when the identity has no account, or
 * an account without password (made with a passkey).
 */
export async function verifyPassword({
  identityId,
  hashBase64,
  succeeded,
  source,
  passwordHash: readHash,
}: VerifyPasswordOptions): Promise<void> {
  if (!hashBase64Schema.safeParse(hashBase64).success) {
    throw malformedMetadata('hash_base64 must be 32 bytes of unpadded url-safe base64');
  }
  const passwordHash =
    readHash !== undefined
      ? readHash
      : (await findIdentityAccount(identityId, { passwordHash: true })).passwordHash;
  if (passwordHash === null) throw accountWithoutPassword();
  await checkAccountPassword({
    lockoutIdentityId: identityId,
    passwordHash,
    hashBase64,
    field: 'metadata',
    succeeded,
    source,
  });
}
