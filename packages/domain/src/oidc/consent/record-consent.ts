import type { Prisma } from '@coffer/db';
import type { Client } from '../clients/client-select';
import { consentOwner } from './find-missing-consent';

/** Adds the consented legal scopes to what the identity (or its account) already agreed to. */
export async function recordConsent(
  tx: Prisma.TransactionClient,
  options: {
    client: Pick<Client, 'id' | 'isOwn'>;
    identity: { id: string; accountId: string | null };
    scopes: readonly string[];
  },
): Promise<void> {
  const owner = consentOwner(options.client, options.identity);
  const existing = await tx.consent.findFirst({
    where: { clientId: options.client.id, ...owner },
    select: { id: true, scopes: true },
  });
  if (existing) {
    const scopes = [...new Set([...existing.scopes, ...options.scopes])];
    await tx.consent.update({
      where: { id: existing.id },
      data: { scopes, updatedAt: new Date() },
    });
  } else {
    await tx.consent.create({
      data: { clientId: options.client.id, ...owner, scopes: [...options.scopes] },
    });
  }
}
