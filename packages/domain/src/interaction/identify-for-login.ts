import { getDb } from '@coffer/db';
import { listAvailableAmrs } from '../authn-methods';
import { avatarUrl } from '../identities/avatar-url';
import { findOrCreateIdentity } from '../identities/find-or-create-identity';
import { computeRequiredAcr } from '../oidc/acr';
import { chooseNextMethod } from './choose-next-method';
import { findActiveChallenge } from './find-active-challenge';

/**
 * PUT /api/auth/identities: the person names an email. An unknown one becomes an identity.
 * The answer proposes the first step and what else is available.
 */
export async function identifyForLogin(options: { loginChallenge: string; email: string }) {
  const challenge = await findActiveChallenge({ id: options.loginChallenge }, 'login_challenge');
  const identity = await findOrCreateIdentity({ email: options.email });
  const requiredAcr = computeRequiredAcr(challenge.acrValues, identity.mfaMethod);
  // Methods performed for another identity never count for this one.
  const performedAmr = challenge.identityId === identity.id ? challenge.performedAmr : [];
  await getDb().loginChallenge.update({
    where: { id: challenge.id },
    data: { identityId: identity.id, requiredAcr, performedAmr },
  });
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
    required_acr: requiredAcr,
  };
}
