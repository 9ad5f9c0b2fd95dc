import { getDb } from '@coffer/db';
import type { z } from 'zod';
import { kekParamsSchemas } from './key-storage-schemas';

export type PasswordUnlockerParams = {
  id: string;
  kek_params: z.output<typeof kekParamsSchemas.password>;
};

/**
 * The account's password unlocker, without its sealed root key: what a browser needs to
 * remake its KEK from the password it just proved (docs/key-model.md#what-the-pages-do).
 * Null without an account or without one.
 */
export async function findPasswordUnlocker(
  accountId: string | null,
): Promise<PasswordUnlockerParams | null> {
  if (accountId === null) return null;
  const unlocker = await getDb().unlocker.findFirst({
    where: { accountId, kind: 'password' },
    select: { id: true, kekParams: true },
  });
  if (unlocker === null) return null;
  return { id: unlocker.id, kek_params: kekParamsSchemas.password.parse(unlocker.kekParams) };
}
