import type { AuthnSource, PrehashedPassword } from '@coffer/domain/authn-methods';
import { AppError } from '../errors/app-error';
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
  /** With accountId: the one-time code a session of that account made. */
  linkCode: string | undefined;
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
  linkCode,
  source,
}: AttachAccountOptions): Promise<{ account_id: string }> {
  assertSelf(caller, identityId);
  if (accountId === undefined) return createAccount({ caller, identityId, prehashedPassword });
  if (linkCode === undefined) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'linking an account needs the link code made by a session of that account',
      details: { link_code: 'required' },
    });
  }
  return linkIdentityToAccount({
    caller,
    identityId,
    accountId,
    prehashedPassword,
    linkCode,
    source,
  });
}
