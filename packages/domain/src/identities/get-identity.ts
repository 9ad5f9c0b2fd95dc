import { getDb } from '@coffer/db';
import { assertSelf } from '../sessions/assert-self';
import type { Caller } from '../sessions/caller';
import { identityNotFound } from './identity-errors';
import {
  identityResourceSelect,
  toIdentityResource,
  type IdentityResource,
} from './identity-resource';

export type GetIdentityOptions = {
  /** The identity itself; its acr decides whether account_id is shown (docs/identities.md). */
  caller: Caller;
  identityId: string;
};

export async function getIdentity({
  caller,
  identityId,
}: GetIdentityOptions): Promise<IdentityResource> {
  assertSelf(caller, identityId);
  const row = await getDb().identity.findUnique({
    where: { id: identityId },
    select: identityResourceSelect,
  });
  if (!row) throw identityNotFound();
  return toIdentityResource(row, caller.acr);
}
