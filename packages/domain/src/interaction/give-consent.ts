import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { recordConsent } from '../oidc/consent/record-consent';
import { LEGAL_SCOPES } from '../oidc/oidc-constants';
import { resumeUrl } from './complete-login';
import { findActiveChallenge } from './find-active-challenge';

/**
 * POST /api/auth/consent: every requested legal scope must be consented (else 403 naming
 * what was requested and what was given). The consent is remembered per account for the own
 * client and per identity otherwise, and the browser goes back for its code.
 */
export async function giveConsent(options: {
  consentChallenge: string;
  identityId: string;
  consentedScopes: string[];
}) {
  const challenge = await findActiveChallenge(
    { consentChallenge: options.consentChallenge },
    'consent_challenge',
  );
  if (!challenge.identity || challenge.identityId !== options.identityId || !challenge.sessionId) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: 'this consent request is for another identity',
      details: { identity_id: 'forbidden' },
    });
  }
  const requested = LEGAL_SCOPES.filter((scope) => challenge.scopes.includes(scope));
  const missing = requested.filter((scope) => !options.consentedScopes.includes(scope));
  if (missing.length > 0) {
    throw new AppError('forbidden', {
      origin: 'body',
      desc: `every requested legal scope must be consented: requested ${requested.join(', ')}; consented ${options.consentedScopes.join(', ') || 'none'}`,
      details: {
        consented_scopes: 'invalid',
        requested: requested.join(' '),
        consented: options.consentedScopes.join(' '),
      },
    });
  }
  const identity = challenge.identity;
  await getDb().$transaction(async (tx) => {
    await recordConsent(tx, { client: challenge.client, identity, scopes: requested });
    await tx.loginChallenge.update({
      where: { id: challenge.id },
      data: { completedAt: new Date(), consentChallenge: null },
    });
  });
  return { redirect_to: resumeUrl(challenge.id) };
}
