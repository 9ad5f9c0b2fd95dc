import { getDb } from '@coffer/db';
import { keyedHash } from '../authn-methods/keyed-hash';
import { createTypedCode, normalizeTypedCode } from '../authn-methods/typed-code';
import { AppError } from '../errors/app-error';
import { lockAccount } from '../key-storage/lock-account';
import type { Caller } from '../sessions/caller';

/** How long a link code works: time to sign in with the other email and type it. */
const ACCOUNT_LINK_CODE_TTL_SECONDS = 600;

// 10 base32 characters = 50 bits, for ten minutes, and only with the account's password.
const CHARACTERS = 10;

export type CreateAccountLinkCodeOptions = { caller: Caller; accountId: string };

/**
 * A one-time code that lets another email join this account (docs/authentication.md#accounts),
 * made by a session of the account (at its own level, recently: the operation's proof). Only
 * the latest code of an account works: a new one replaces the others, so codes cannot pile up.
 */
export async function createAccountLinkCode({
  caller,
  accountId,
}: CreateAccountLinkCodeOptions): Promise<{ link_code: string; expires_at: string }> {
  const inAccount =
    caller.kind === 'user' &&
    (await getDb().identity.count({ where: { id: caller.identityId, accountId } })) === 1;
  if (!inAccount) {
    throw new AppError('forbidden', {
      origin: 'path',
      desc: 'this account is not yours',
      details: { id: 'forbidden' },
    });
  }
  const code = createTypedCode(CHARACTERS);
  const expiresAt = new Date(Date.now() + ACCOUNT_LINK_CODE_TTL_SECONDS * 1000);
  await getDb().$transaction(async (tx) => {
    // Under the account's lock, two codes made at once leave one.
    await lockAccount(tx, accountId);
    await tx.accountLinkCode.deleteMany({ where: { accountId } });
    await tx.accountLinkCode.create({
      data: { accountId, codeHash: hashAccountLinkCode(code), expiresAt },
      select: { id: true },
    });
  });
  return { link_code: code, expires_at: expiresAt.toISOString() };
}

/** Keyed, of what the person typed normalized (case, dashes and spaces do not matter). */
export function hashAccountLinkCode(input: string): string {
  return keyedHash('account-link-code', normalizeTypedCode(input));
}
