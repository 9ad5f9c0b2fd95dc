import { getDb } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';
import type { Client } from '../clients/client-select';

/**
 * RFC 7009: revokes an access token of this client. Unknown tokens, or tokens of another
 * client, are answered the same way (success), so revocation is no token oracle.
 */
export async function revokeToken({ client, token }: { client: Client; token: string }) {
  await getDb().accessToken.updateMany({
    where: { tokenHash: hashSecret(token), clientId: client.id, revokedAt: null },
    data: { revokedAt: new Date() },
  });
}
