import { passwordParamsSchema, type PasswordParams } from './prehashed-password-schema';
import { findIdentityAccount } from './find-identity-account';
import { accountWithoutPassword } from '../authn-errors';

export type GetPasswordParamsOptions = { identityId: string };

/** The account's client-side Argon2id parameters, for the login page to hash with. */
export async function getPasswordParams({
  identityId,
}: GetPasswordParamsOptions): Promise<PasswordParams> {
  const { passwordParams } = await findIdentityAccount(identityId, { passwordParams: true });
  if (passwordParams === null) throw accountWithoutPassword();
  return passwordParamsSchema.parse(passwordParams);
}
