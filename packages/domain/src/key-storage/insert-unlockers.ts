import { Prisma } from '@coffer/db';
import { hashSecret } from '../secrets/hash-secret';
import { keyStorageLimits, overLimit } from './key-storage-limits';
import { storageFieldError } from './key-storage-errors';
import type { NewUnlocker } from './key-storage-schemas';

export type InsertUnlockersOptions = {
  /** Holding the account's lock (lockAccount). */
  tx: Prisma.TransactionClient;
  accountId: string;
  unlockers: readonly NewUnlocker[];
  /** The request field refusals name (`unlockers` at set-up, `unlocker` when adding one). */
  field: string;
  /** The requesting browser's key: a device unlocker remembers it (its hash). */
  browserKey?: string | undefined;
  /** The requesting browser's User-Agent: the pages name each unlocker's browser by it. */
  userAgent?: string | null | undefined;
};

/**
 * Stores new unlockers of an account, within its limit. A passkey unlocker must name a
 * credential of one of the account's identities (400). An id already taken, a second
 * password or recovery unlocker, or a second unlocker of one passkey is a 409: the
 * database's unique indexes decide, so two requests at once cannot both get in.
 */
export async function insertUnlockers({
  tx,
  accountId,
  unlockers,
  field,
  browserKey,
  userAgent,
}: InsertUnlockersOptions): Promise<void> {
  const limit = keyStorageLimits().unlockers;
  const existing = await tx.unlocker.count({ where: { accountId } });
  if (existing + unlockers.length > limit) {
    throw overLimit('unlockers', `an account has at most ${limit} unlockers`);
  }
  const credentialIds = unlockers.flatMap((unlocker) =>
    unlocker.kind === 'passkey' ? [unlocker.kek_params.credential_id] : [],
  );
  await assertOwnCredentials({ tx, accountId, credentialIds, field });
  try {
    await tx.unlocker.createMany({
      data: unlockers.map((unlocker) => ({
        id: unlocker.id,
        accountId,
        kind: unlocker.kind,
        name: unlocker.name,
        kekParams: unlocker.kek_params,
        credentialId: unlocker.kind === 'passkey' ? unlocker.kek_params.credential_id : null,
        nonce: unlocker.nonce,
        wrappedRootKey: unlocker.wrapped_root_key,
        // A device's KEK lives in this browser: revoking the device can sign it out.
        browserKeyHash:
          unlocker.kind === 'device' && browserKey !== undefined ? hashSecret(browserKey) : null,
        userAgent: userAgent?.slice(0, 512) ?? null,
      })),
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw storageFieldError(
        'conflict',
        field,
        'an unlocker with this id exists, or the account already has its password or recovery unlocker, or this passkey already has an unlocker',
      );
    }
    throw error;
  }
}

/** Passkeys of passkey unlockers are credentials of the account's identities (else 400). */
export async function assertOwnCredentials({
  tx,
  accountId,
  credentialIds,
  field,
}: {
  tx: Prisma.TransactionClient;
  accountId: string;
  credentialIds: readonly string[];
  field: string;
}): Promise<void> {
  const distinct = [...new Set(credentialIds)];
  if (distinct.length === 0) return;
  const owned = await tx.webauthnCredential.count({
    where: { id: { in: distinct }, identity: { accountId } },
  });
  if (owned !== distinct.length) {
    throw storageFieldError(
      'bad_request',
      field,
      "a passkey unlocker names a credential of one of the account's identities",
    );
  }
}
