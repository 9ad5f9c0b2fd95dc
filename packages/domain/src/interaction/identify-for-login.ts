import { getDb } from '@coffer/db';
import { listAvailableAmrs } from '../authn-methods';
import { AppError } from '../errors/app-error';
import { avatarUrl } from '../identities/avatar-url';
import { findOrCreateIdentity } from '../identities/find-or-create-identity';
import { computeRequiredAcr } from '../oidc/acr';
import { chooseNextMethod } from './choose-next-method';
import { findActiveChallenge } from './find-active-challenge';

/**
 * PUT /api/auth/identities: the person names an email. An unknown one becomes an identity.
 * The answer proposes the first step and what else is available.
 *
 * The identity of a challenge is fixed by its first performed step: naming another email
 * afterwards would carry methods (or a session) proven by one person over to another.
 */
export async function identifyForLogin(options: {
  loginChallenge: string;
  email: string;
  browserKey: string | undefined;
}) {
  const challenge = await findActiveChallenge({
    where: { id: options.loginChallenge },
    field: 'login_challenge',
    browserKey: options.browserKey,
  });
  const identity = await findOrCreateIdentity({ email: options.email });
  const sameIdentity = challenge.identityId === identity.id;
  // Naming the email a step-up or re-proof already names never lowers the level it set
  // (a re-proof needs the account's own level, which acr_values alone does not say).
  const requiredAcr = Math.max(
    computeRequiredAcr(challenge.acrValues, identity.mfaMethod),
    sameIdentity ? challenge.requiredAcr : 0,
  );
  const performedAmr = sameIdentity ? challenge.performedAmr : [];
  // The condition is checked again in the write itself, so a step performed meanwhile
  // cannot be followed by a switch.
  const named = await getDb().loginChallenge.updateMany({
    where: {
      id: challenge.id,
      sessionId: null,
      completedAt: null,
      OR: [{ identityId: identity.id }, { performedAmr: { isEmpty: true } }],
    },
    data: { identityId: identity.id, requiredAcr, performedAmr },
  });
  if (named.count !== 1) {
    throw new AppError('conflict', {
      origin: 'body',
      desc: 'this sign-in already went ahead with another email; start again to use this one',
      details: { identifier_value: 'conflict' },
    });
  }
  const availableAmrs = await listAvailableAmrs({ identityId: identity.id });
  return {
    identity: {
      display_name: identity.displayName,
      avatar_url: avatarUrl(identity),
      has_account: identity.accountId !== null,
    },
    authn_step: {
      identity_id: identity.id,
      method_name: chooseNextMethod(availableAmrs, performedAmr) ?? 'identity:emailed_code',
      metadata: null,
    },
    available_amrs: availableAmrs,
    performed_amrs: performedAmr,
    required_acr: requiredAcr,
  };
}
