import { getDb } from '@coffer/db';
import type { AuthorizationOutcome } from './authorization-outcome';
import { isStartedBy } from './is-started-by';
import { startAuthorization } from './start-authorization';

/**
 * "Sign in again" after a sign-in request ended before it completed, such as a step-up whose
 * session was signed out in another tab (docs/authentication.md#step-up-in-the-same-browser):
 * the same authorization request, started afresh by the browser that started it, so the
 * person lands back at the client that asked, with its state and nonce. Null when the
 * challenge is not such a one (unknown, another browser's, still live, or completed); the
 * challenge is spent first, so it restarts once.
 */
export async function restartAuthorization(options: {
  loginChallengeId: string;
  sessionToken: string | undefined;
  browserKey: string | undefined;
}): Promise<AuthorizationOutcome | null> {
  const { browserKey } = options;
  const challenge = await getDb().loginChallenge.findUnique({
    where: { id: options.loginChallengeId },
  });
  if (!challenge || browserKey === undefined || !isStartedBy(challenge, browserKey)) return null;
  const spent = await getDb().loginChallenge.deleteMany({
    where: { id: challenge.id, sessionId: null, completedAt: null, expiresAt: { lte: new Date() } },
  });
  if (spent.count !== 1) return null;
  // The request as the client sent it; parsed and checked again, as if it came anew.
  const params: Record<string, string | undefined> = {
    client_id: challenge.clientId,
    redirect_uri: challenge.redirectUri,
    response_type: 'code',
    response_mode: challenge.responseMode,
    scope: challenge.scopes.join(' '),
    state: challenge.state ?? undefined,
    nonce: challenge.nonce ?? undefined,
    code_challenge: challenge.codeChallenge ?? undefined,
    code_challenge_method: challenge.codeChallenge === null ? undefined : 'S256',
    dpop_jkt: challenge.dpopJkt ?? undefined,
    acr_values: challenge.acrValues.join(' ') || undefined,
    prompt: challenge.prompt.join(' ') || undefined,
    max_age: challenge.maxAge === null ? undefined : String(challenge.maxAge),
    login_hint: challenge.loginHint ?? undefined,
  };
  // Kept by Coffer, as pushed requests are: a client that requires PAR is not refused here.
  return startAuthorization({
    params,
    sessionToken: options.sessionToken,
    browserKey,
    kept: true,
  });
}
