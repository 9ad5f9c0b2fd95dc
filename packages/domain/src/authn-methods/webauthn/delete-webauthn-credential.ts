import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { lockAccount } from '../../key-storage/lock-account';
import type { UserCaller } from '../../sessions/caller';
import { lockIdentity } from '../lock-identity';
import { reportSecurityEvent } from '../../activity/report-security-event';

export type DeleteWebauthnCredentialOptions = { caller: UserCaller; credentialId: string };

/**
 * Deletes one of the caller's credentials: 404 when no credential has this id, 403 when
 * another identity owns it, 409 for the last one while mfa_method is webauthn, and 409 when
 * it makes the only unlocker of the key storage (its unlocker goes with it otherwise: no
 * other passkey gives its KEK).
 */
export async function deleteWebauthnCredential({
  caller,
  credentialId,
}: DeleteWebauthnCredentialOptions): Promise<void> {
  const { identityId } = caller;
  await getDb().$transaction(async (tx) => {
    // Row lock: mfa_method and the credential count cannot change under this check.
    const identity = await lockIdentity(tx, identityId);
    const credential = await tx.webauthnCredential.findUnique({
      where: { id: credentialId },
      select: { identityId: true, unlocker: { select: { accountId: true } } },
    });
    if (!identity || !credential) throw pathError('not_found', 'not_found', 'no such credential');
    if (credential.identityId !== identityId) {
      throw pathError('forbidden', 'forbidden', 'this credential is not yours');
    }
    if (identity.mfaMethod === 'webauthn') {
      const count = await tx.webauthnCredential.count({ where: { identityId } });
      if (count <= 1) {
        throw pathError(
          'conflict',
          'conflict',
          'mfa_method is webauthn: this last credential cannot be deleted before choosing another mfa_method',
        );
      }
    }
    if (credential.unlocker) {
      const { accountId } = credential.unlocker;
      await lockAccount(tx, accountId);
      if ((await tx.unlocker.count({ where: { accountId } })) <= 1) {
        throw pathError(
          'conflict',
          'conflict',
          'this passkey is the only unlocker of your key storage: add another unlocker (or reset the storage) first',
        );
      }
    }
    await tx.webauthnCredential.delete({ where: { id: credentialId }, select: { id: true } });
    await reportSecurityEvent(tx, { identityId, event: 'passkey_removed', caller });
  });
}

function pathError(code: 'not_found' | 'forbidden' | 'conflict', reason: string, desc: string) {
  return new AppError(code, { origin: 'path', desc, details: { id: reason } });
}
