import type { AuthnSource, PrehashedPassword } from '@coffer/domain/authn-methods';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { createAccount } from './create-account';
import { linkIdentityToAccount } from './link-identity-to-account';

export type AttachAccountOptions = {
  caller: Caller;
  identityId: string;
  /** Set to link an existing account; absent to create one. */
  accountId: string | undefined;
  prehashedPassword: PrehashedPassword;
  /** Where the request comes from: the password lockout counts per source. */
  source: AuthnSource;
};

/**
 * Contract §6 "Accounts", for the identity itself: one path creates an account (setting a
 * password) or links an existing one (proving its password).
 */
export function attachAccount({
  caller,
  identityId,
  accountId,
  prehashedPassword,
  source,
}: AttachAccountOptions): Promise<{ account_id: string }> {
  assertSelf(caller, identityId);
  return accountId === undefined
    ? createAccount({ identityId, prehashedPassword })
    : linkIdentityToAccount({ identityId, accountId, prehashedPassword, source });
}
