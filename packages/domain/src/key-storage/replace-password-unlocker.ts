import type { Prisma } from '@coffer/db';
import { storageFieldError } from './key-storage-errors';
import type { PasswordUnlocker } from './key-storage-schemas';
import { insertUnlockers } from './insert-unlockers';
import { lockAccount } from './lock-account';

export type ReplacePasswordUnlockerOptions = {
  /** The transaction that sets the new password. */
  tx: Prisma.TransactionClient;
  accountId: string;
  /** The root key sealed under the new password; absent: the old unlocker just goes. */
  unlocker: PasswordUnlocker | undefined;
};

/**
 * The password unlocker follows the password (docs/key-model.md#reset): the old one cannot
 * be opened with the new password, so it is deleted, and the one sealed under the new
 * password takes its place. Any refusal (409 for a taken id or a storage that is not set
 * up, 413 beyond the limit) rolls the password change back with it.
 */
export async function replacePasswordUnlocker({
  tx,
  accountId,
  unlocker,
}: ReplacePasswordUnlockerOptions): Promise<void> {
  await lockAccount(tx, accountId);
  const unlockers = await tx.unlocker.findMany({
    where: { accountId },
    select: { kind: true, name: true },
  });
  if (unlocker && unlockers.length === 0) {
    throw storageFieldError(
      'conflict',
      'unlocker',
      'the key storage is not set up: there is no root key to seal',
    );
  }
  const previous = unlockers.find(({ kind }) => kind === 'password');
  await tx.unlocker.deleteMany({ where: { accountId, kind: 'password' } });
  if (!unlocker) return;
  await insertUnlockers({
    tx,
    accountId,
    field: 'unlocker',
    unlockers: [
      {
        ...unlocker,
        kind: 'password',
        name: unlocker.name ?? previous?.name ?? 'Password',
      },
    ],
  });
}
