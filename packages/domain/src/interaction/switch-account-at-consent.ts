import { getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { findClient } from '../oidc/clients/find-client';
import { requiresPushedRequests } from '../oidc/par/requires-pushed-requests';
import { storePushedRequest } from '../oidc/par/store-pushed-request';
import { endProviderSession } from '../oidc/provider-session/end-provider-session';
import { findActiveChallenge } from './find-active-challenge';

/**
 * "Not you? Use another account" on the consent page (docs/oidc.md#consent): this browser's
 * session ends with its tokens, the pending request is dropped (nobody can consent to it
 * any more), and the browser starts the same authorization request again, so the client
 * still gets its answer, for whoever signs in now.
 */
export async function switchAccountAtConsent(options: {
  consentChallenge: string;
  browserKey: string | undefined;
  sessionToken: string | undefined;
}): Promise<{ redirect_to: string }> {
  const challenge = await findActiveChallenge({
    where: { consentChallenge: options.consentChallenge },
    field: 'consent_challenge',
    browserKey: options.browserKey,
  });
  await getDb().loginChallenge.delete({ where: { id: challenge.id }, select: { id: true } });
  await endProviderSession({ token: options.sessionToken });
  const again = new URL('/oauth2/auth', getEnv().appOrigin);
  const params: Record<string, string | null> = {
    client_id: challenge.clientId,
    redirect_uri: challenge.redirectUri,
    response_type: 'code',
    scope: challenge.scopes.join(' '),
    state: challenge.state,
    nonce: challenge.nonce,
    code_challenge: challenge.codeChallenge,
    code_challenge_method: challenge.codeChallenge === null ? null : 'S256',
    dpop_jkt: challenge.dpopJkt,
    response_mode: challenge.responseMode === 'query' ? null : challenge.responseMode,
    acr_values: challenge.acrValues.length > 0 ? challenge.acrValues.join(' ') : null,
    // The person asked for the sign-in pages: no session is left to skip them anyway, and
    // prompt=none could only answer login_required.
    prompt: challenge.prompt.filter((value) => value !== 'none').join(' ') || null,
    max_age: challenge.maxAge === null ? null : String(challenge.maxAge),
  };
  const kept = Object.fromEntries(
    Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  // login_hint is left out on purpose: it named the account the person is leaving.
  const client = await findClient({ clientId: challenge.clientId });
  if (client && requiresPushedRequests(client)) {
    // A client that takes its requests only pushed gets this one pushed again, by Coffer.
    const { request_uri } = await storePushedRequest({
      clientId: challenge.clientId,
      parameters: kept,
    });
    again.searchParams.set('client_id', challenge.clientId);
    again.searchParams.set('request_uri', request_uri);
    return { redirect_to: again.toString() };
  }
  for (const [name, value] of Object.entries(kept)) again.searchParams.set(name, value);
  return { redirect_to: again.toString() };
}
