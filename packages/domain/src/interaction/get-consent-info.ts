import { LEGAL_SCOPES } from '../oidc/oidc-constants';
import { AppError } from '../errors/app-error';
import { clientSummary, findActiveChallenge } from './find-active-challenge';

/** GET /api/auth/consent/info: the client and the legal scopes to agree to. */
export async function getConsentInfo(options: {
  consentChallenge: string;
  browserKey: string | undefined;
}) {
  const challenge = await findActiveChallenge({
    where: { consentChallenge: options.consentChallenge },
    field: 'consent_challenge',
    browserKey: options.browserKey,
  });
  if (!challenge.identity) {
    throw new AppError('conflict', {
      desc: 'sign in first',
      details: { consent_challenge: 'conflict' },
    });
  }
  return {
    client: clientSummary(challenge.client),
    // The email too: the person must see which account they are about to agree as.
    identity: {
      id: challenge.identity.id,
      display_name: challenge.identity.displayName,
      identifier_value: challenge.identity.identifierValue,
    },
    scope: challenge.scopes,
    legal_scopes: LEGAL_SCOPES.filter((scope) => challenge.scopes.includes(scope)),
  };
}
