import { getDb } from '@coffer/db';
import {
  AMR,
  hashPrehash,
  parsePrehashedPassword,
  type PrehashedPassword,
} from '@coffer/domain/authn-methods';
import type { Caller } from '@coffer/domain/sessions';
import { AppError } from '../errors/app-error';

/** How recent the emailed-code sign-in that allows a reset must be (contract §6). */
const RESET_WINDOW_MS = 10 * 60 * 1000;

export type ResetPasswordOptions = {
  accountId: string;
  caller: Caller;
  prehashedPassword: PrehashedPassword;
};

/**
 * Sets a new password (and new hashing parameters) for someone who proved, within the last
 * 10 minutes, that they read the mail of one of the account's identities. Every identity of
 * the account is notified (`user.reset_password`): a reset nobody asked for gets noticed.
 */
export async function resetPassword({
  accountId,
  caller,
  prehashedPassword,
}: ResetPasswordOptions): Promise<void> {
  const { hash_base64, params } = parsePrehashedPassword(prehashedPassword);
  const db = getDb();
  const identities = await db.identity.findMany({ where: { accountId }, select: { id: true } });
  if (caller.kind !== 'user' || !identities.some(({ id }) => id === caller.identityId)) {
    throw new AppError('forbidden', {
      origin: 'path',
      desc: 'this account is not yours',
      details: { id: 'forbidden' },
    });
  }
  const now = new Date();
  if (!caller.amr.includes(AMR.emailedCode)) {
    throw new AppError('forbidden', {
      origin: 'cookies',
      desc: 'a password reset needs a sign-in with an emailed code (prompt=login)',
      details: { accesstoken: 'forbidden' },
    });
  }
  if (now.getTime() - caller.authTime.getTime() > RESET_WINDOW_MS) {
    throw new AppError('forbidden', {
      origin: 'cookies',
      desc: 'a password reset needs a sign-in with an emailed code in the last 10 minutes (prompt=login)',
      details: { accesstoken: 'expired' },
    });
  }
  const passwordHash = await hashPrehash(hash_base64);
  await db.$transaction([
    db.account.update({
      where: { id: accountId },
      data: { passwordHash, passwordParams: params, passwordUpdatedAt: now },
      select: { id: true },
    }),
    db.notification.createMany({
      data: identities.map(({ id }) => ({ identityId: id, type: 'user_reset_password' as const })),
    }),
  ]);
}
