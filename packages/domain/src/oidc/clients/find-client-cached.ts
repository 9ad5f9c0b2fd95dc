import { createSharedCache } from '../shared-cache';
import type { Client } from './client-select';
import { findClient } from './find-client';

// Every token request looks its client up. Kept until the client's row changes (its
// trigger's NOTIFY): the same object is kept, so the key set verify-client-assertion made
// from its JWKs, with the keys jose imported, is kept with it.
const cache = createSharedCache<Client>('client');

/** findClient, kept in this process until the client changes (the token endpoint's hot path). */
export async function findClientCached({ clientId }: { clientId: string }): Promise<Client | null> {
  // Unknown ids are not kept: anyone can send them, and the map would only grow.
  return cache.get(clientId, () => findClient({ clientId }));
}
