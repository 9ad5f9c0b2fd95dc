import { getDb } from '@coffer/db';
import type { UserCaller } from './caller';
import { findOwnLevel } from './find-own-level';

/** GET /api/auth/session: who the app's session is, and the level its account can reach. */
export async function getSession({ caller }: { caller: UserCaller }) {
  return {
    identity_id: caller.identityId,
    // account_id is always null for a caller connected with acr 1 (docs/identities.md).
    account_id: caller.acr >= 2 ? caller.accountId : null,
    has_account: caller.accountId !== null,
    // An account made with a passkey has none until one is set: the pages word it so.
    has_password: caller.accountId !== null && (await hasPassword(caller.accountId)),
    acr: caller.acr,
    account_acr: await findOwnLevel(caller.identityId),
    amr: caller.amr,
    auth_time: caller.authTime.toISOString(),
  };
}

async function hasPassword(accountId: string): Promise<boolean> {
  const account = await getDb().account.findUnique({
    where: { id: accountId },
    select: { passwordHash: true },
  });
  return account?.passwordHash != null;
}
