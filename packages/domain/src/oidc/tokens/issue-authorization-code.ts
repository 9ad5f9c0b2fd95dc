import { getDb, type Prisma } from '@coffer/db';
import { createSecret, hashSecret } from '../../secrets/hash-secret';
import { AUTHORIZATION_CODE_TTL_SECONDS } from '../oidc-constants';

export type CodeGrant = {
  clientId: string;
  identityId: string;
  sessionId: string | null;
  redirectUri: string;
  scopes: string[];
  nonce: string | null;
  codeChallenge: string | null;
  /** The DPoP key the code is bound to (dpop_jkt), if the request named one. */
  dpopJkt?: string | null;
  acr: number;
  amr: string[];
  authTime: Date;
};

/** A single-use code valid 60 s, bound to client, redirect URI, PKCE challenge, DPoP key. */
export async function issueAuthorizationCode(
  grant: CodeGrant,
  tx: Prisma.TransactionClient = getDb(),
): Promise<string> {
  const code = createSecret();
  await tx.authorizationCode.create({
    data: {
      ...grant,
      codeHash: hashSecret(code),
      expiresAt: new Date(Date.now() + AUTHORIZATION_CODE_TTL_SECONDS * 1000),
    },
  });
  return code;
}
