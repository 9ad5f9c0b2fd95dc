import type { Client } from './client-select';
import { SHARED_CACHE_MS } from '../shared-cache-lifetime';
import { findClient } from './find-client';

// Every token request looks its client up: keep it briefly. A client's keys or redirect
// URIs changed elsewhere take effect in this process within SHARED_CACHE_MS.
const cache = new Map<string, { client: Client | null; until: number }>();

/** findClient, remembered for a few seconds (the hot path of the token endpoint). */
export async function findClientCached({ clientId }: { clientId: string }): Promise<Client | null> {
  const hit = cache.get(clientId);
  if (hit && hit.until > Date.now()) return hit.client;
  const client = await findClient({ clientId });
  // Unknown ids are not remembered: anyone can send them, and the map would only grow.
  if (client) cache.set(clientId, { client, until: Date.now() + SHARED_CACHE_MS });
  return client;
}
