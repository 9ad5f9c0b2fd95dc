import { getDb, type Prisma } from '@coffer/db';
import { lockIdentity } from '../authn-methods/lock-identity';
import { AppError } from '../errors/app-error';
import type { Caller } from '../sessions/caller';
import { requireAcr } from '../sessions/require-acr';
import { identityNotFound } from './identity-errors';
import type { IdentityResource } from './identity-resource';

/** The updatable fields of service.md §Identity; absent ones are left as they are. */
export type IdentityChanges = {
  displayName?: string;
  notifications?: IdentityResource['notifications'];
  pubkey?: string;
  nonIdentifiedPubkey?: string;
  pubkeyAesRsa?: string;
  nonIdentifiedPubkeyAesRsa?: string;
  mfaMethod?: IdentityResource['mfa_method'];
};

export type UpdateIdentityOptions = {
  identityId: string;
  /** Its acr decides whether mfa_method may be turned off. */
  caller: Caller;
  changes: IdentityChanges;
};

/**
 * Applies the changes in one transaction under the identity's row lock, so that a switch of
 * mfa_method cannot interleave with the removal of the factor it needs (removeTotp and
 * deleteWebauthnCredential take the same lock before checking mfa_method).
 */
export async function updateIdentity({
  identityId,
  caller,
  changes,
}: UpdateIdentityOptions): Promise<void> {
  await getDb().$transaction(async (tx) => {
    const identity = await lockIdentity(tx, identityId);
    if (!identity) throw identityNotFound();
    if (changes.mfaMethod !== undefined) {
      await assertMfaMethodPossible(tx, {
        identityId,
        caller,
        current: identity.mfaMethod,
        next: changes.mfaMethod,
      });
    }
    await tx.identity.update({ where: { id: identityId }, data: changes, select: { id: true } });
  });
}

async function assertMfaMethodPossible(
  tx: Prisma.TransactionClient,
  options: { identityId: string; caller: Caller; current: string; next: string },
): Promise<void> {
  const { identityId, caller, current, next } = options;
  if (next === 'disabled') {
    // Turning a second factor off lowers what every later sign-in needs: only a session
    // that already met that level may do it (a level-1 session can predate the factor).
    if (current !== 'disabled') requireAcr(caller, 2);
    return;
  }
  const configured =
    next === 'totp'
      ? await tx.totpSecret.count({ where: { identityId, confirmedAt: { not: null } } })
      : await tx.webauthnCredential.count({ where: { identityId } });
  if (configured === 0) {
    throw new AppError('conflict', {
      origin: 'body',
      desc:
        next === 'totp'
          ? 'set up an authenticator app before choosing totp'
          : 'register a security key before choosing webauthn',
      details: { mfa_method: 'conflict' },
    });
  }
}
