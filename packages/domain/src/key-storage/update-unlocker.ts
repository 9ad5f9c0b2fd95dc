import { getDb, Prisma } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { reportSecurityEvent } from '../activity/report-security-event';
import { storageFieldError, unlockerNotFound } from './key-storage-errors';
import { kekParamsSchemas, type KekParams } from './key-storage-schemas';
import { assertOwnCredentials } from './insert-unlockers';
import { lockAccount } from './lock-account';
import { findStorageAccountId } from './storage-account';

export type UpdateUnlockerOptions = {
  caller: Caller;
  identityId: string;
  unlockerId: string;
  /** Absent: the name stays. */
  name?: string;
  kekParams: KekParams;
  nonce: string;
  wrappedRootKey: string;
};

/**
 * Seals the root key again in one of the account's unlockers (a new KEK: a new password's,
 * a new recovery key's, another passkey's). Its kind stays: kek_params of another kind is
 * a 400. Another account's unlocker is unknown here (404).
 */
export async function updateUnlocker({
  caller,
  identityId,
  unlockerId,
  name,
  kekParams,
  nonce,
  wrappedRootKey,
}: UpdateUnlockerOptions): Promise<void> {
  assertSelf(caller, identityId);
  await getDb().$transaction(async (tx) => {
    const accountId = await findStorageAccountId(tx, identityId);
    if (accountId === null) throw unlockerNotFound();
    await lockAccount(tx, accountId);
    const unlocker = await tx.unlocker.findFirst({
      where: { id: unlockerId, accountId },
      select: { kind: true },
    });
    if (!unlocker) throw unlockerNotFound();
    const params = kekParamsSchemas[unlocker.kind].safeParse(kekParams);
    if (!params.success) {
      throw storageFieldError(
        'bad_request',
        'kek_params',
        `kek_params must be those of a ${unlocker.kind} unlocker`,
      );
    }
    const credentialId = 'credential_id' in params.data ? params.data.credential_id : null;
    await assertOwnCredentials({
      tx,
      accountId,
      credentialIds: credentialId === null ? [] : [credentialId],
      field: 'kek_params',
    });
    try {
      await tx.unlocker.update({
        where: { id: unlockerId },
        // A new recovery key is not saved yet: the pages remind until the person says so.
        data: {
          name,
          kekParams: params.data,
          credentialId,
          nonce,
          wrappedRootKey,
          ...(unlocker.kind === 'recovery' ? { savedAt: null } : {}),
        },
        select: { id: true },
      });
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        throw storageFieldError('conflict', 'kek_params', 'this passkey already has an unlocker');
      }
      throw error;
    }
    await reportSecurityEvent(tx, { identityId, event: 'unlocker_changed', caller });
  });
}
