import { getDb } from '@coffer/db';
import { AppError } from '../errors/app-error';
import { recordConsent } from '../oidc/consent/record-consent';
import { LEGAL_SCOPES } from '../oidc/oidc-constants';
import { findProviderSession } from '../oidc/provider-session/find-provider-session';
import { resumeUrl } from './complete-login';
import { findActiveChallenge } from './find-active-challenge';

/**
 * POST /api/auth/consent: the identity that consents is the one this browser's session
 * authenticated for this very request, and every requested legal scope must be consented
 * (else 403 naming what was requested and what was given). The consent is remembered per
 * account for the own client and per identity otherwise, and the browser goes back for its
 * code.
 */
export async function giveConsent(options: {
  consentChallenge: string;
  identityId: string;
  consentedScopes: string[];
  browserKey: string | undefined;
  sessionToken: string | undefined;
}) {
  const challenge = await findActiveChallenge({
    where: { consentChallenge: options.consentChallenge },
    field: 'consent_challenge',
    browserKey: options.browserKey,
  });
  const session = await findProviderSession({ token: options.sessionToken });
  if (
    !session ||
    !challenge.identity ||
    session.id !== challenge.sessionId ||
    session.identityId !== challenge.identity.id
  ) {
    throw new AppError('forbidden', {
      origin: 'cookies',
      desc: 'this browser is not signed in for this consent request; start again',
      details: { consent_challenge: 'forbidden' },
    });
  }
  if (options.identityId !== session.identityId) {
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
    // Only the challenge this session completed, still for its identity: a concurrent
    // change cannot slip another identity under the consent.
    const completed = await tx.loginChallenge.updateMany({
      where: {
        id: challenge.id,
        sessionId: session.id,
        identityId: session.identityId,
        completedAt: null,
      },
      data: { completedAt: new Date(), consentChallenge: null },
    });
    if (completed.count !== 1) {
      throw new AppError('gone', {
        origin: 'body',
        desc: 'this consent request was already answered',
        details: { consent_challenge: 'expired' },
      });
    }
  });
  return { redirect_to: resumeUrl(challenge.id) };
}
