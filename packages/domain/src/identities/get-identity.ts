import { getDb } from '@coffer/db';
import { identityNotFound } from './identity-errors';
import {
  identityResourceSelect,
  toIdentityResource,
  type IdentityResource,
} from './identity-resource';

export type GetIdentityOptions = {
  identityId: string;
  /** The caller's acr decides whether account_id is shown (service.md §Identity). */
  callerAcr: number;
};

export async function getIdentity({
  identityId,
  callerAcr,
}: GetIdentityOptions): Promise<IdentityResource> {
  const row = await getDb().identity.findUnique({
    where: { id: identityId },
    select: identityResourceSelect,
  });
  if (!row) throw identityNotFound();
  return toIdentityResource(row, callerAcr);
}
