import { getDb } from '@coffer/db';
import type { Client } from '../clients/client-select';
import { LEGAL_SCOPES } from '../oidc-constants';

/** Whose consent a client's legal scopes are kept under (docs/oidc.md). */
export function consentOwner(
  client: Pick<Client, 'isOwn'>,
  identity: { id: string; accountId: string | null },
) {
  // The own application: per account (any identity of the account consented for all);
  // other relying parties, and identities without an account: per identity.
  return client.isOwn && identity.accountId
    ? { accountId: identity.accountId }
    : { identityId: identity.id };
}

/** The requested legal scopes (tos, privacy_policy) this identity has not consented to. */
export async function findMissingConsent(options: {
  client: Pick<Client, 'id' | 'isOwn'>;
  identity: { id: string; accountId: string | null };
  scopes: readonly string[];
}): Promise<string[]> {
  const requested = LEGAL_SCOPES.filter((scope) => options.scopes.includes(scope));
  if (requested.length === 0) return [];
  const consent = await getDb().consent.findFirst({
    where: { clientId: options.client.id, ...consentOwner(options.client, options.identity) },
    select: { scopes: true },
  });
  return requested.filter((scope) => !consent?.scopes.includes(scope));
}
