import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { relyingParty, WEBAUTHN_CHALLENGE_TTL_MS } from '../authn-methods/webauthn/relying-party';
import { storeWebauthnChallenge } from '../authn-methods/webauthn/store-webauthn-challenge';
import { findActiveChallenge } from './find-active-challenge';

/**
 * A passkey sign-in without an email (docs/authentication.md#passkey-without-an-email):
 * assertion options that name no credential, so that the browser offers any passkey it
 * holds for this site (a discoverable credential, also through the email field's autofill).
 * The challenge belongs to this login challenge and to no identity yet.
 */
export async function startPasskeySignIn(options: {
  loginChallenge: string;
  browserKey: string | undefined;
}): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const challenge = await findActiveChallenge({
    where: { id: options.loginChallenge },
    field: 'login_challenge',
    browserKey: options.browserKey,
  });
  const requestOptions = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: [],
    // The passkey alone names the person: it is asked to verify them (PIN, biometrics).
    userVerification: 'required',
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  await storeWebauthnChallenge({
    identityId: null,
    purpose: 'authentication',
    loginChallengeId: challenge.id,
    challenge: requestOptions.challenge,
  });
  return requestOptions;
}
