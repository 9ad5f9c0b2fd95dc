import { getEnv } from '@coffer/env';
import type { SucceededAttempts } from '../authn-methods';
import { createSecret } from '../secrets/hash-secret';
import { computeAcr } from '../oidc/acr';
import { findMissingConsent } from '../oidc/consent/find-missing-consent';
import { newProviderSession } from '../oidc/provider-session/new-provider-session';
import type { StepChallenge } from './find-step-challenge';
import { recordCompletedLogin } from './record-completed-login';

export type CompletedLogin = {
  redirect_to: string;
  /** The provider session to set as the browser's cookie. */
  session: { token: string; expiresAt: Date };
};

/**
 * The methods are done: a provider session starts, and the browser goes to the consent
 * page when legal scopes are missing (or prompt=consent), else back to the authorization
 * endpoint, which hands the code to the client.
 */
export async function completeLogin(options: {
  challenge: Pick<
    StepChallenge,
    'id' | 'client' | 'identity' | 'scopes' | 'prompt' | 'authenticatedAt' | 'browserKnown'
  >;
  identityId: string;
  performedAmr: string[];
  previousSessionToken: string | undefined;
  /** The step's verified attempts, whose failure series this login's write clears. */
  succeeded: SucceededAttempts;
}): Promise<CompletedLogin> {
  const { challenge } = options;
  const identity = challenge.identity;
  if (identity?.id !== options.identityId) throw new Error('the challenge names another identity');
  const missing = await findMissingConsent({
    client: challenge.client,
    identity,
    scopes: challenge.scopes,
  });
  const needsConsent = missing.length > 0 || challenge.prompt.includes('consent');
  const consentChallenge = needsConsent ? createSecret() : null;
  const session = newProviderSession({
    identityId: identity.id,
    acr: computeAcr(options.performedAmr),
    amr: options.performedAmr,
    // A step-up keeps the auth_time of the methods it started with (start-authorization.ts).
    authTime: challenge.authenticatedAt ?? new Date(),
  });
  await recordCompletedLogin({
    loginChallengeId: challenge.id,
    session,
    browserKnown: challenge.browserKnown,
    previousSessionToken: options.previousSessionToken,
    succeeded: options.succeeded,
    consentChallenge,
    completedAt: needsConsent ? null : new Date(),
  });
  const { appOrigin } = getEnv();
  const redirectTo = consentChallenge
    ? `${appOrigin}/consent?consent_challenge=${consentChallenge}`
    : resumeUrl(challenge.id);
  return {
    redirect_to: redirectTo,
    session: { token: session.token, expiresAt: session.expiresAt },
  };
}

/** Where the browser picks up its code once the interaction is over. */
export function resumeUrl(loginChallengeId: string): string {
  return `${getEnv().appOrigin}/oauth2/auth?login_challenge=${loginChallengeId}`;
}
