import { generateRegistrationOptions } from '@simplewebauthn/server';
import { getDb } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { assertSelf } from '../../sessions/assert-self';
import type { Caller } from '../../sessions/caller';
import { relyingParty, SUPPORTED_ALGORITHM_IDS, WEBAUTHN_CHALLENGE_TTL_MS } from './relying-party';
import { storeWebauthnChallenge } from './store-webauthn-challenge';

export type StartWebauthnRegistrationOptions = { caller: Caller; identityId: string };

/** Creation options in the shape of docs/identities.md 1. */
export type WebauthnCreationOptions = {
  publicKey: {
    challenge: string;
    rp: { name: string; icon: string; id: string };
    user: { name: string; displayName: string; id: string };
    pubKeyCredParams: { type: string; alg: number }[];
    authenticatorSelection: {
      residentKey: 'preferred';
      requireResidentKey: boolean;
      userVerification: string;
    };
    timeout: number;
    excludeCredentials: { id: string; type: string; transports?: string[] }[];
  };
};

/**
 * Options for navigator.credentials.create(): a discoverable credential when the
 * authenticator can keep one (a passkey that signs in without an email,
 * docs/authentication.md#passkey-without-an-email; a security key without room still works as
 * a second factor), user verification preferred, the identity's existing credentials
 * excluded so one authenticator is not registered twice.
 */
export async function startWebauthnRegistration({
  caller,
  identityId,
}: StartWebauthnRegistrationOptions): Promise<WebauthnCreationOptions> {
  assertSelf(caller, identityId);
  const identity = await getDb().identity.findUnique({
    where: { id: identityId },
    select: {
      identifierValue: true,
      displayName: true,
      webauthnCredentials: { select: { id: true, transports: true } },
    },
  });
  if (!identity) {
    throw new AppError('not_found', {
      origin: 'path',
      desc: 'no such identity',
      details: { id: 'not_found' },
    });
  }
  const rp = relyingParty();
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: identity.identifierValue,
    userDisplayName: identity.displayName,
    // The user handle is the identity's uuid bytes: stable, and no personal data.
    userID: Buffer.from(identityId.replaceAll('-', ''), 'hex'),
    timeout: WEBAUTHN_CHALLENGE_TTL_MS,
    attestationType: 'none',
    excludeCredentials: identity.webauthnCredentials,
    authenticatorSelection: {
      residentKey: 'preferred',
      requireResidentKey: false,
      userVerification: 'preferred',
    },
    supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
  });
  await storeWebauthnChallenge({
    identityId,
    purpose: 'registration',
    loginChallengeId: null,
    // The session asking: a registration it finishes with user verification counts once as
    // its step-up's passkey (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once).
    providerSessionId: caller.kind === 'user' ? caller.sessionId : null,
    challenge: options.challenge,
  });
  return {
    publicKey: {
      challenge: options.challenge,
      // WebAuthn Level 2 dropped rp.icon and browsers ignore it; the contract keeps the field.
      rp: { name: rp.name, icon: '', id: rp.id },
      user: options.user,
      pubKeyCredParams: options.pubKeyCredParams,
      authenticatorSelection: {
        residentKey: 'preferred',
        requireResidentKey: false,
        userVerification: 'preferred',
      },
      timeout: WEBAUTHN_CHALLENGE_TTL_MS,
      excludeCredentials: options.excludeCredentials ?? [],
    },
  };
}
