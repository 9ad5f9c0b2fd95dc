import { getDb } from '@coffer/db';
import { hashSecret } from '../../secrets/hash-secret';
import { OAuthError } from '../oauth-error';

/** OIDC Core §5.3: the claims of the person a (relying party's) access token stands for. */
export async function getUserinfo({ token }: { token: string | undefined }) {
  if (!token) throw new OAuthError('invalid_token', 'a Bearer access token is required');
  const row = await getDb().accessToken.findUnique({
    where: { tokenHash: hashSecret(token) },
    select: { identityId: true, expiresAt: true, revokedAt: true, acr: true, amr: true },
  });
  if (!row || row.revokedAt || row.expiresAt <= new Date() || !row.identityId) {
    throw new OAuthError('invalid_token', 'the access token is invalid or expired');
  }
  return { sub: row.identityId };
}
