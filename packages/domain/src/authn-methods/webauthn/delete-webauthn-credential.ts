import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import type { UserCaller } from '../../sessions/caller';
import { lockIdentity } from '../lock-identity';

export type DeleteWebauthnCredentialOptions = { caller: UserCaller; credentialId: string };

/**
 * Deletes one of the caller's credentials: 404 when no credential has this id, 403 when
 * another identity owns it, 409 for the last one while mfa_method is webauthn.
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
      select: { identityId: true },
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
    await tx.webauthnCredential.delete({ where: { id: credentialId }, select: { id: true } });
  });
}

function pathError(code: 'not_found' | 'forbidden' | 'conflict', reason: string, desc: string) {
  return new AppError(code, { origin: 'path', desc, details: { id: reason } });
}
