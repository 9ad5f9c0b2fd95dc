import { getDb } from '@coffer/db';

/**
 * The provider session (the browser's sign-in) the caller's access token was issued within,
 * or null for a token outside any session. A token from a code carries its session; older
 * rows only through their code.
 */
export async function callerSessionId(accessTokenId: string): Promise<string | null> {
  const token = await getDb().accessToken.findUnique({
    where: { id: accessTokenId },
    select: { sessionId: true, authorizationCode: { select: { sessionId: true } } },
  });
  return token?.sessionId ?? token?.authorizationCode?.sessionId ?? null;
}
