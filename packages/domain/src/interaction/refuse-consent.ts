import { getDb } from '@coffer/db';
import { respondToClient } from '../oidc/authorize/authorization-outcome';
import { findActiveChallenge } from './find-active-challenge';

/** The person declines: the request ends and the client hears access_denied. */
export async function refuseConsent(options: {
  consentChallenge: string;
  browserKey: string | undefined;
}) {
  const challenge = await findActiveChallenge({
    where: { consentChallenge: options.consentChallenge },
    field: 'consent_challenge',
    browserKey: options.browserKey,
  });
  await getDb().loginChallenge.delete({ where: { id: challenge.id } });
  const outcome = respondToClient(
    {
      redirectUri: challenge.redirectUri,
      responseMode: challenge.responseMode === 'form_post' ? 'form_post' : 'query',
      state: challenge.state ?? undefined,
    },
    { error: 'access_denied', error_description: 'the person declined' },
  );
  if (outcome.kind === 'form_post')
    return { redirect_to: outcome.action, form_post: outcome.fields };
  if (outcome.kind === 'redirect') return { redirect_to: outcome.location };
  throw new Error('a consent refusal always goes back to the client');
}
