import { getDb } from '@coffer/db';
import {
  checkAccountPassword,
  parsePrehashedPassword,
  type AuthnSource,
  type PrehashedPassword,
} from '@coffer/domain/authn-methods';
import { AppError } from '../errors/app-error';
import { identityAlreadyInAccount, identityNotFound } from './account-errors';

export type LinkIdentityToAccountOptions = {
  identityId: string;
  accountId: string;
  prehashedPassword: PrehashedPassword;
  /** Where the request comes from: the password lockout counts per source. */
  source: AuthnSource;
};

/**
 * Attaches an identity without account to an existing account, on proof of that account's
 * password (docs/authentication.md). Wrong password: 403 `invalid`, under the password lockout of the
 * account's first identity, so that new identities do not bring fresh guesses. An account
 * without password (made with a passkey) refuses every prehash the same way: whether it has
 * one is nobody else's business.
 */
export async function linkIdentityToAccount({
  identityId,
  accountId,
  prehashedPassword,
  source,
}: LinkIdentityToAccountOptions): Promise<{ account_id: string }> {
  const { hash_base64 } = parsePrehashedPassword(prehashedPassword);
  const db = getDb();
  const identity = await db.identity.findUnique({
    where: { id: identityId },
    select: { accountId: true },
  });
  if (!identity) throw identityNotFound();
  if (identity.accountId !== null) throw identityAlreadyInAccount();
  const account = await db.account.findUnique({
    where: { id: accountId },
    select: {
      passwordHash: true,
      identities: { orderBy: { createdAt: 'asc' }, take: 1, select: { id: true } },
    },
  });
  if (!account) {
    throw new AppError('not_found', {
      origin: 'body',
      desc: 'no such account',
      details: { account_id: 'not_found' },
    });
  }
  await checkAccountPassword({
    lockoutIdentityId: account.identities[0]?.id ?? identityId,
    passwordHash: account.passwordHash,
    hashBase64: hash_base64,
    field: 'prehashed_password',
    source,
  });
  // Conditional: the identity may have been given an account since it was read.
  const linked = await db.identity.updateMany({
    where: { id: identityId, accountId: null },
    data: { accountId },
  });
  if (linked.count !== 1) throw identityAlreadyInAccount();
  return { account_id: accountId };
}
