import { getDb } from '@coffer/db';
import {
  hashPrehash,
  parsePrehashedPassword,
  type PrehashedPassword,
} from '@coffer/domain/authn-methods';
import { reportSecurityEvent } from '../activity/report-security-event';
import type { Caller } from '../sessions/caller';
import { identityAlreadyInAccount, identityNotFound } from './account-errors';

export type CreateAccountOptions = {
  /** Who sets it: their browser is named in the security email. */
  caller?: Caller;
  identityId: string;
  prehashedPassword: PrehashedPassword;
};

/**
 * An identity without account gets one by setting a password (docs/authentication.md): the account
 * keeps the browser's hashing parameters and a light server hash of the prehash. The
 * identity is notified (`user.create_account`).
 */
export async function createAccount({
  caller,
  identityId,
  prehashedPassword,
}: CreateAccountOptions): Promise<{ account_id: string }> {
  const { hash_base64, params } = parsePrehashedPassword(prehashedPassword);
  // Hashed before the transaction: no CPU work while it holds a connection.
  const passwordHash = await hashPrehash(hash_base64);
  return getDb().$transaction(async (tx) => {
    const identity = await tx.identity.findUnique({
      where: { id: identityId },
      select: { accountId: true },
    });
    if (!identity) throw identityNotFound();
    if (identity.accountId !== null) throw identityAlreadyInAccount();
    const account = await tx.account.create({
      data: { passwordHash, passwordParams: params, passwordUpdatedAt: new Date() },
      select: { id: true },
    });
    // Conditional: of two concurrent creations for one identity, one links, the other rolls back.
    const linked = await tx.identity.updateMany({
      where: { id: identityId, accountId: null },
      data: { accountId: account.id },
    });
    if (linked.count !== 1) throw identityAlreadyInAccount();
    await tx.notification.create({
      data: { identityId, type: 'user_create_account' },
      select: { id: true },
    });
    await reportSecurityEvent(tx, { identityId, event: 'password_set', caller });
    return { account_id: account.id };
  });
}
