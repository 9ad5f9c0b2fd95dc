import { getDb } from '@coffer/db';
import {
  AMR,
  hashPrehash,
  parsePrehashedPassword,
  type PrehashedPassword,
} from '@coffer/domain/authn-methods';
import type { Caller } from '@coffer/domain/sessions';
import { AppError } from '../errors/app-error';
import { replacePasswordUnlocker } from '../key-storage/replace-password-unlocker';
import type { PasswordUnlocker } from '../key-storage/key-storage-schemas';
import { reportSecurityEvent } from '../activity/report-security-event';
import { queueBackchannelLogouts } from '../oidc/logout/queue-backchannel-logouts';

/** How recent the emailed-code sign-in that allows a reset must be (docs/authentication.md). */
const RESET_WINDOW_MS = 10 * 60 * 1000;

export type ResetPasswordOptions = {
  accountId: string;
  caller: Caller;
  prehashedPassword: PrehashedPassword;
  /** The key storage's password unlocker sealed under the new password (docs/key-model.md). */
  unlocker?: PasswordUnlocker;
};

/**
 * Sets a new password (and new hashing parameters) for someone who proved, within the last
 * 10 minutes, that they read the mail of one of the account's identities. Every identity of
 * the account is notified (`user.reset_password`): a reset nobody asked for gets noticed.
 * The account's other sessions and tokens are revoked. The key storage's password unlocker
 * follows, in the same transaction: replaced by `unlocker`, or deleted without it (the old
 * one cannot be opened with the new password); a refused unlocker keeps the old password.
 */
export async function resetPassword({
  accountId,
  caller,
  prehashedPassword,
  unlocker,
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
  const identityIds = identities.map(({ id }) => id);
  const current = await db.accessToken.findUniqueOrThrow({
    where: { id: caller.accessTokenId },
    select: { sessionId: true },
  });
  await db.$transaction(async (tx) => {
    await tx.account.update({
      where: { id: accountId },
      data: { passwordHash, passwordParams: params, passwordUpdatedAt: now },
      select: { id: true },
    });
    await replacePasswordUnlocker({ tx, accountId, unlocker });
    // Whoever knew the old password may be signed in somewhere: every other session of the
    // account ends, with its tokens; the one that made the change goes on.
    await tx.providerSession.updateMany({
      where: {
        identityId: { in: identityIds },
        revokedAt: null,
        ...(current.sessionId ? { id: { not: current.sessionId } } : {}),
      },
      data: { revokedAt: now },
    });
    await queueBackchannelLogouts(tx, {
      identityId: { in: identityIds },
      revokedAt: { not: null },
    });
    await tx.accessToken.updateMany({
      where: {
        identityId: { in: identityIds },
        revokedAt: null,
        id: { not: caller.accessTokenId },
        ...(current.sessionId
          ? { OR: [{ sessionId: null }, { sessionId: { not: current.sessionId } }] }
          : {}),
      },
      data: { revokedAt: now },
    });
    await tx.notification.createMany({
      data: identityIds.map((identityId) => ({ identityId, type: 'user_reset_password' as const })),
    });
    await reportSecurityEvent(tx, {
      identityId: caller.identityId,
      event: 'password_changed',
      caller,
    });
  });
}
