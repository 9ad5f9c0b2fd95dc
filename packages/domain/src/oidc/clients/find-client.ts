import { getDb } from '@coffer/db';
import { clientSelect, type Client } from './client-select';

export async function findClient({ clientId }: { clientId: string }): Promise<Client | null> {
  return getDb().oAuthClient.findUnique({ where: { id: clientId }, select: clientSelect });
}
