import { getDb, type Prisma } from '@coffer/db';
import { identityNotFound, methodNotAvailable } from '../authn-errors';

/**
 * The selected fields of the account behind an identity in the login flow (each caller
 * selects only what it needs: the hash is never read to answer with the parameters).
 * 409 when the identity has no account.
 */
export async function findIdentityAccount<Select extends Prisma.AccountSelect>(
  identityId: string,
  select: Select,
): Promise<Prisma.AccountGetPayload<{ select: Select }>> {
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: { account: { select } },
  });
  if (!identity) throw identityNotFound();
  if (!identity.account) {
    throw methodNotAvailable('this identity has no account, hence no password: use another method');
  }
  return identity.account;
}
