import { getDb, Prisma } from '@coffer/db';
import { identityAlreadyInAccount, identityNotFound } from '../accounts/account-errors';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { getKeyStorage } from './get-key-storage';
import { storageAlreadySetUp, storageFieldError } from './key-storage-errors';
import { keyStorageLimits, overLimit } from './key-storage-limits';
import type { KeyStorage } from './key-storage-resources';
import { decodedLength, type NewEntry, type NewUnlocker } from './key-storage-schemas';
import { insertUnlockers } from './insert-unlockers';
import { lockAccount } from './lock-account';

export type SetUpKeyStorageOptions = {
  caller: Caller;
  identityId: string;
  /** The account the browser sealed everything to: the identity's, or a new one's. */
  accountId: string;
  unlockers: readonly NewUnlocker[];
  entries: readonly NewEntry[];
  /** The requesting browser's key: this device's unlocker remembers it. */
  browserKey?: string | undefined;
};

/**
 * The first unlockers and entries of the identity's account, in one transaction
 * (docs/key-model.md). An identity without account gets one here, with the id the browser
 * sealed into its unlockers, when one of the unlockers is a passkey of its own: the browser
 * made that unlocker from the passkey's PRF output, which the server cannot check. The new
 * account has no password, and the identity is notified (`user.create_account`). 409 when
 * the storage is set up already; entries left by an earlier storage that lost its last
 * unlocker are deleted (no unlocker opens them).
 */
export async function setUpKeyStorage({
  caller,
  identityId,
  accountId,
  unlockers,
  entries,
  browserKey,
}: SetUpKeyStorageOptions): Promise<KeyStorage> {
  assertSelf(caller, identityId);
  assertWithinLimits(entries);
  assertDistinctEntries(entries);
  await getDb().$transaction(async (tx) => {
    const identity = await tx.identity.findUnique({
      where: { id: identityId },
      select: { accountId: true },
    });
    if (!identity) throw identityNotFound();
    if (identity.accountId === null) {
      await createPasskeyAccount(tx, identityId, accountId, unlockers);
    } else {
      if (identity.accountId !== accountId) {
        throw storageFieldError(
          'bad_request',
          'account_id',
          "account_id must be your account's id: the unlockers and entries are sealed to it",
        );
      }
      await lockAccount(tx, accountId);
      if ((await tx.unlocker.count({ where: { accountId } })) > 0) throw storageAlreadySetUp();
      await tx.storageEntry.deleteMany({ where: { accountId } });
    }
    await insertUnlockers({
      tx,
      accountId,
      unlockers,
      field: 'unlockers',
      browserKey,
      userAgent: caller.kind === 'user' ? caller.userAgent : null,
    });
    await tx.storageEntry.createMany({
      data: entries.map(({ kind, name, ciphertext }) => ({ accountId, kind, name, ciphertext })),
    });
  });
  return getKeyStorage({ caller, identityId });
}

function assertWithinLimits(entries: readonly NewEntry[]): void {
  const limits = keyStorageLimits();
  if (entries.length > limits.entries) {
    throw overLimit('entries', `an account has at most ${limits.entries} entries`);
  }
  if (entries.some(({ ciphertext }) => decodedLength(ciphertext) > limits.entry_bytes)) {
    throw overLimit('entries', `an entry's ciphertext is at most ${limits.entry_bytes} bytes`);
  }
}

function assertDistinctEntries(entries: readonly NewEntry[]): void {
  const addresses = new Set(entries.map(({ kind, name }) => `${kind}|${name}`));
  if (addresses.size !== entries.length) {
    throw storageFieldError('bad_request', 'entries', 'an entry is given twice (kind and name)');
  }
}

/**
 * A new account for an identity without one, with no password: only a passkey of this
 * identity may open its storage (insertUnlockers checks the credential once the identity
 * belongs to the account).
 */
async function createPasskeyAccount(
  tx: Prisma.TransactionClient,
  identityId: string,
  accountId: string,
  unlockers: readonly NewUnlocker[],
): Promise<void> {
  if (!unlockers.some(({ kind }) => kind === 'passkey')) {
    throw storageFieldError(
      'bad_request',
      'unlockers',
      'an identity without an account sets its storage up with a passkey unlocker of its own passkey (or sets a password first)',
    );
  }
  try {
    await tx.account.create({ data: { id: accountId }, select: { id: true } });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw storageFieldError('conflict', 'account_id', 'this account id is taken: make another');
    }
    throw error;
  }
  // Conditional: of two set-ups at once for one identity, one links, the other rolls back.
  const linked = await tx.identity.updateMany({
    where: { id: identityId, accountId: null },
    data: { accountId },
  });
  if (linked.count !== 1) throw identityAlreadyInAccount();
  await tx.notification.create({
    data: { identityId, type: 'user_create_account' },
    select: { id: true },
  });
}
