import { getDb } from '@coffer/db';
import type { AuthnSource } from '../authn-methods';
import { consumeWebauthnChallenge } from '../authn-methods/webauthn/consume-webauthn-challenge';
import { storeWebauthnChallenge } from '../authn-methods/webauthn/store-webauthn-challenge';
import { authenticationResponseSchema } from '../authn-methods/webauthn/webauthn-schemas';
import { AppError } from '../errors/app-error';
import { findActiveChallenge } from './find-active-challenge';
import { identifyForLogin } from './identify-for-login';
import { performAuthnStep } from './perform-authn-step';

/**
 * Answers startPasskeySignIn's options (docs/authentication.md#passkey-without-an-email):
 * the passkey that signed names the identity, which is then named on the login challenge as
 * if its email had been typed (the same rules: a step-up's identity stays fixed), and the
 * assertion is performed as the ordinary `webauthn:webauthn` step, against the same
 * challenge, now bound to that identity. So the lockout, the level and the completion are
 * the passkey step's own; only how the identity is found differs.
 */
export async function signInWithPasskey(options: {
  loginChallenge: string;
  credential: unknown;
  sessionToken: string | undefined;
  source: AuthnSource;
}) {
  const { loginChallenge, source } = options;
  const parsed = authenticationResponseSchema.safeParse(options.credential);
  if (!parsed.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'credential is not a WebAuthn assertion JSON',
      details: { credential: 'malformed' },
    });
  }
  const assertion = parsed.data;
  const challenge = await findActiveChallenge({
    where: { id: loginChallenge },
    field: 'login_challenge',
    browserKey: source.browserKey,
  });
  // Served once, whatever comes next.
  const consumed = await consumeWebauthnChallenge({
    identityId: null,
    purpose: 'authentication',
    loginChallengeId: challenge.id,
    clientDataJSON: assertion.response.clientDataJSON,
  });
  if (consumed.status !== 'valid') throw refused(consumed.status);
  const passkey = await getDb().webauthnCredential.findUnique({
    where: { id: assertion.id },
    select: { identityId: true, identity: { select: { identifierValue: true } } },
  });
  // The user handle, when the authenticator gives one, is the identity's uuid bytes
  // (start-webauthn-registration.ts): a passkey of one identity cannot speak for another.
  if (passkey === null || !userHandleNames(assertion.response.userHandle, passkey.identityId)) {
    throw refused('invalid');
  }
  const email = passkey.identity.identifierValue;
  const identified = await identifyForLogin({
    loginChallenge,
    email,
    browserKey: source.browserKey,
  });
  await storeWebauthnChallenge({
    identityId: passkey.identityId,
    purpose: 'authentication',
    loginChallengeId: challenge.id,
    challenge: consumed.challenge,
  });
  const step = await performAuthnStep({
    loginChallenge,
    step: {
      identity_id: passkey.identityId,
      method_name: 'webauthn:webauthn',
      metadata: assertion,
    },
    sessionToken: options.sessionToken,
    source,
  });
  return {
    identity_id: passkey.identityId,
    identifier_value: email,
    available_amrs: identified.available_amrs,
    required_acr: identified.required_acr,
    performed_amrs: [...new Set([...identified.performed_amrs, 'webauthn:webauthn'])],
    step,
  };
}

function userHandleNames(userHandle: string | undefined, identityId: string): boolean {
  if (userHandle === undefined) return true;
  return userHandle === Buffer.from(identityId.replaceAll('-', ''), 'hex').toString('base64url');
}

function refused(reason: 'invalid' | 'expired' | 'unknown'): AppError {
  return new AppError('forbidden', {
    origin: 'body',
    desc:
      reason === 'expired'
        ? 'the passkey took too long: start again'
        : 'this passkey answers no sign-in of this request, or is not registered here',
    details: { credential: reason === 'expired' ? 'expired' : 'invalid' },
  });
}
