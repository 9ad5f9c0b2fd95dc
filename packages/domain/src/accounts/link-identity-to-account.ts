import { getDb } from '@coffer/db';
import {
  checkAccountPassword,
  parsePrehashedPassword,
  type AuthnSource,
  type PrehashedPassword,
} from '@coffer/domain/authn-methods';
import { AppError } from '../errors/app-error';
import { findOwnLevel } from '../sessions/find-own-level';
import { hashAccountLinkCode } from './create-account-link-code';
import { reportSecurityEvent } from '../activity/report-security-event';
import type { Caller } from '../sessions/caller';
import { identityAlreadyInAccount, identityNotFound } from './account-errors';

export type LinkIdentityToAccountOptions = {
  /** Who links: their browser is named in the security email. */
  caller?: Caller;
  identityId: string;
  accountId: string;
  prehashedPassword: PrehashedPassword;
  /** The one-time code a session of the account made (createAccountLinkCode). */
  linkCode: string;
  /** Where the request comes from: the password lockout counts per source. */
  source: AuthnSource;
};

/**
 * Attaches an identity without account to an existing account (docs/authentication.md#accounts)
 * on two proofs: the account's password, and the one-time link code a session already in the
 * account, at its own level, made. The password alone would hand a stranger who learnt it the
 * account's key storage; the code says the account's owner wants this email in.
 *
 * Wrong password: 403 `invalid`, under the password lockout of the account's first identity,
 * so that new identities do not bring fresh guesses. An account without password (made with a
 * passkey) refuses every prehash the same way: whether it has one is nobody else's business.
 * The identity must reach the account's level by itself (a passkey or an app when the
 * account has one, none when it has none), else one of the two emails could never reach the
 * level the account's changes need. Every email of the account is told, in the transaction.
 */
function linkCodeInvalid(): AppError {
  return new AppError('forbidden', {
    origin: 'body',
    desc: 'this link code is wrong, used or expired: make a new one from the account',
    details: { link_code: 'invalid' },
  });
}

export async function linkIdentityToAccount({
  caller,
  identityId,
  accountId,
  prehashedPassword,
  linkCode,
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
  // The code first: without one made in the account, the password is not even tried, so this
  // path tells nothing about it to whoever has no code.
  const codeHash = hashAccountLinkCode(linkCode);
  const live = await db.accountLinkCode.count({
    where: { accountId, codeHash, expiresAt: { gt: new Date() } },
  });
  if (live !== 1) throw linkCodeInvalid();
  await checkAccountPassword({
    lockoutIdentityId: account.identities[0]?.id ?? identityId,
    passwordHash: account.passwordHash,
    hashBase64: hash_base64,
    field: 'prehashed_password',
    source,
  });
  // Refused here, the code stays usable: the person adds a method, then links.
  const accountLevel = account.identities[0] ? await findOwnLevel(account.identities[0].id) : 1;
  if ((await findOwnLevel(identityId)) !== accountLevel) {
    throw new AppError('conflict', {
      origin: 'path',
      desc:
        accountLevel === 2
          ? 'this account has a passkey or an authenticator app: add one to this email first'
          : 'this email has a passkey or an authenticator app and the account none: add one to the account first',
      details: { id: 'conflict' },
    });
  }
  await db.$transaction(async (tx) => {
    // One use: the code is spent with the link, or the link does not happen.
    const spent = await tx.accountLinkCode.deleteMany({
      where: { accountId, codeHash, expiresAt: { gt: new Date() } },
    });
    if (spent.count !== 1) throw linkCodeInvalid();
    // Conditional: the identity may have been given an account since it was read.
    const linked = await tx.identity.updateMany({
      where: { id: identityId, accountId: null },
      data: { accountId },
    });
    if (linked.count !== 1) throw identityAlreadyInAccount();
    // Every email of the account hears of it, the new one too.
    await reportSecurityEvent(tx, { identityId, event: 'account_linked', caller });
  });
  return { account_id: accountId };
}
