import { getDb } from '@coffer/db';
import { callerColumn, type IdempotencyCaller } from './idempotency-key';

/**
 * Frees a claimed key whose request was refused or failed: nothing was created, so a retry
 * with the same key runs again rather than replaying the refusal.
 */
export async function releaseIdempotencyKey({
  caller,
  key,
}: {
  caller: IdempotencyCaller;
  key: string;
}): Promise<void> {
  await getDb().idempotencyKey.deleteMany({
    where: { caller: callerColumn(caller), key, status: null },
  });
}
