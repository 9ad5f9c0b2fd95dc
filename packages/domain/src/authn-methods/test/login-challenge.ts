import { randomUUID } from 'node:crypto';
import { getDb } from '@coffer/db';
import { ensureOwnClient } from '../../../test/factories';

/** A pending login challenge (the row emailed codes and WebAuthn challenges belong to). */
export async function createLoginChallenge(identityId: string): Promise<string> {
  const client = await ensureOwnClient();
  const challenge = await getDb().loginChallenge.create({
    data: {
      id: randomUUID(),
      clientId: client.id,
      redirectUri: client.redirectUris[0] ?? 'http://localhost:3000/auth/callback',
      identityId,
      // These tests call the methods directly: no browser goes through the interaction API.
      browserKeyHash: 'none',
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
  return challenge.id;
}
