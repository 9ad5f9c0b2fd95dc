import { getDb, type Prisma } from '@coffer/db';
import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { ACCESS_TOKEN_TTL_SECONDS } from '../oidc-constants';

export type AccessTokenGrant = {
  clientId: string;
  identityId: string | null;
  organizationId: string | null;
  sessionId: string | null;
  authorizationCodeId: string | null;
  scopes: string[];
  acr: number;
  amr: string[];
};

/** An opaque token of 256 random bits, stored only as its hash, valid one hour. */
export async function issueAccessToken(
  grant: AccessTokenGrant,
  tx: Prisma.TransactionClient = getDb(),
): Promise<{ token: string; id: string; expiresIn: number }> {
  const token = createSecret();
  const row = await tx.accessToken.create({
    data: {
      ...grant,
      tokenHash: hashSecret(token),
      expiresAt: new Date(Date.now() + ACCESS_TOKEN_TTL_SECONDS * 1000),
    },
    select: { id: true },
  });
  return { token, id: row.id, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
}
