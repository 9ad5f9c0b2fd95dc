import {
  verifyAuthenticationResponse,
  type VerifyAuthenticationResponseOpts,
} from '@simplewebauthn/server';
import { getDb } from '@coffer/db';
import { AMR } from '../amr';
import { malformedMetadata, methodNotAvailable } from '../authn-errors';
import { settleSucceededAttempt, type SucceededAttempts } from '../lockout/succeeded-attempts';
import { recordAuthnFailure } from '../lockout/record-authn-failure';
import type { AuthnSource } from '../lockout/authn-attempt';
import { reserveAuthnAttempt } from '../lockout/reserve-authn-attempt';
import { consumeWebauthnChallenge } from './consume-webauthn-challenge';
import { relyingParty } from './relying-party';
import { authenticationResponseSchema } from './webauthn-schemas';

export type VerifyWebauthnAuthenticationOptions = {
  identityId: string;
  /** Where the attempt comes from: the lockout counts per source. */
  source: AuthnSource;
  loginChallengeId: string;
  /** The assertion JSON the browser sent (validated here). */
  response: unknown;
  /** Collects the verified attempt instead of clearing its failures at once (the login step). */
  succeeded?: SucceededAttempts;
};

/**
 * The login step `webauthn:webauthn`: a signature by one of the identity's credentials over
 * a challenge issued for this login. Refusals: 403 `invalid` (unknown credential, unknown
 * or reused challenge, bad signature, counter gone backwards), 403 `expired`, 429 `locked`.
 */
export async function verifyWebauthnAuthentication({
  identityId,
  loginChallengeId,
  response,
  succeeded,
  source,
}: VerifyWebauthnAuthenticationOptions): Promise<void> {
  const parsed = authenticationResponseSchema.safeParse(response);
  if (!parsed.success) throw malformedMetadata('metadata is not a WebAuthn assertion JSON');
  const assertion = parsed.data;
  const db = getDb();
  const credentials = await db.webauthnCredential.findMany({
    where: { identityId },
    select: { id: true, publicKey: true, signCount: true, transports: true },
  });
  if (credentials.length === 0) throw methodNotAvailable('no security key is registered');
  const attempt = await reserveAuthnAttempt({ identityId, method: AMR.webauthn, source });
  const credential = credentials.find(({ id }) => id === assertion.id);
  if (!credential) throw await recordAuthnFailure(attempt, 'invalid');
  const consumed = await consumeWebauthnChallenge({
    identityId,
    purpose: 'authentication',
    loginChallengeId,
    clientDataJSON: assertion.response.clientDataJSON,
  });
  if (consumed.status === 'expired') throw await recordAuthnFailure(attempt, 'expired');
  if (consumed.status === 'unknown') throw await recordAuthnFailure(attempt, 'invalid');
  const rp = relyingParty();
  const newCounter = await verifiedCounter({
    response: { ...assertion, clientExtensionResults: {} },
    expectedChallenge: consumed.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: Number(credential.signCount),
      transports: credential.transports,
    },
    // User verification is preferred, not required (docs/authentication.md).
    requireUserVerification: false,
  });
  if (newCounter === null) throw await recordAuthnFailure(attempt, 'invalid');
  // Conditional on the counter just checked: a cloned authenticator racing the original
  // cannot have both assertions accepted.
  const updated = await db.webauthnCredential.updateMany({
    where: { id: credential.id, signCount: credential.signCount },
    data: { signCount: BigInt(newCounter), lastUsedAt: new Date() },
  });
  if (updated.count !== 1) throw await recordAuthnFailure(attempt, 'invalid');
  await settleSucceededAttempt(attempt, succeeded);
}

/** The authenticator's new signature counter, or null when any check fails. */
async function verifiedCounter(options: VerifyAuthenticationResponseOpts): Promise<number | null> {
  try {
    const verified = await verifyAuthenticationResponse(options);
    return verified.verified ? verified.authenticationInfo.newCounter : null;
  } catch {
    // simplewebauthn throws for most failed checks (signature, origin, counter gone back…).
    return null;
  }
}
