import {
  generateAuthenticationOptions,
  type PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/server';
import { getDb } from '@coffer/db';
import { methodNotAvailable } from '../authn-errors';
import { relyingParty, WEBAUTHN_CHALLENGE_TTL_MS } from './relying-party';
import { storeWebauthnChallenge } from './store-webauthn-challenge';

export type StartWebauthnAuthenticationOptions = { identityId: string; loginChallengeId: string };

/** Assertion options for the login step `webauthn:webauthn`: any of the identity's credentials. */
export async function startWebauthnAuthentication({
  identityId,
  loginChallengeId,
}: StartWebauthnAuthenticationOptions): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const credentials = await getDb().webauthnCredential.findMany({
    where: { identityId },
    orderBy: { createdAt: 'desc' },
    select: { id: true, transports: true },
  });
  if (credentials.length === 0) throw methodNotAvailable('no security key is registered');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty().id,
    allowCredentials: credentials,
    userVerification: 'preferred',
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
  });
  await storeWebauthnChallenge({
    identityId,
    purpose: 'authentication',
    loginChallengeId,
    challenge: options.challenge,
  });
  return options;
}
