import { getDb } from '@coffer/db';
import { findProviderSession } from '../provider-session/find-provider-session';
import { isStartedBy } from './is-started-by';
import { issueAuthorizationCode } from '../tokens/issue-authorization-code';
import { respondToClient, type AuthorizationOutcome } from './authorization-outcome';
import { restartAuthorization } from './restart-authorization';

type ResumeOptions = {
  loginChallengeId: string;
  sessionToken: string | undefined;
  browserKey: string | undefined;
};

/**
 * Back at the authorization endpoint once login and consent are done: the browser that
 * started the request and holds the session its login made gets the code, for the identity
 * that session authenticated. The challenge is spent in the same transaction, so the resume
 * link works once. A request that ended before it completed starts again instead
 * (restartAuthorization).
 */
export async function resumeAuthorization(options: ResumeOptions): Promise<AuthorizationOutcome> {
  // A completed challenge gets its code; only one that did not complete can restart.
  return (
    (await issueCode(options)) ??
    (await restartAuthorization(options)) ?? {
      kind: 'error_page',
      error: 'invalid_request',
      description:
        'this sign-in link has expired or was already used; start again from the application',
    }
  );
}

async function issueCode(options: ResumeOptions): Promise<AuthorizationOutcome | null> {
  const session = await findProviderSession({ token: options.sessionToken });
  if (!session) return null;
  return getDb().$transaction(async (tx) => {
    const challenge = await tx.loginChallenge.findUnique({
      where: { id: options.loginChallengeId },
    });
    if (
      !challenge ||
      challenge.completedAt === null ||
      challenge.sessionId !== session.id ||
      challenge.identityId !== session.identityId ||
      !isStartedBy(challenge, options.browserKey) ||
      challenge.expiresAt <= new Date()
    ) {
      return null;
    }
    await tx.loginChallenge.delete({ where: { id: challenge.id } });
    const code = await issueAuthorizationCode(
      {
        clientId: challenge.clientId,
        identityId: session.identityId,
        sessionId: session.id,
        redirectUri: challenge.redirectUri,
        scopes: challenge.scopes,
        nonce: challenge.nonce,
        codeChallenge: challenge.codeChallenge,
        dpopJkt: challenge.dpopJkt,
        acr: session.acr,
        amr: session.amr,
        authTime: session.authTime,
      },
      tx,
    );
    return respondToClient(
      {
        redirectUri: challenge.redirectUri,
        responseMode: challenge.responseMode === 'form_post' ? 'form_post' : 'query',
        state: challenge.state ?? undefined,
      },
      { code },
    );
  });
}
