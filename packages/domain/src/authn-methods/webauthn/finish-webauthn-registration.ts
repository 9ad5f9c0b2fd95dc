import {
  verifyRegistrationResponse,
  type VerifiedRegistrationResponse,
  type VerifyRegistrationResponseOpts,
} from '@simplewebauthn/server';
import { getDb, Prisma } from '@coffer/db';
import { AppError } from '../../errors/app-error';
import { assertSelf } from '../../sessions/assert-self';
import type { Caller } from '../../sessions/caller';
import { sessionBrowserKeyHash } from '../../sessions/session-browser-key-hash';
import { consumeWebauthnChallenge } from './consume-webauthn-challenge';
import { describeUserAgent } from '../../user-agent/describe-user-agent';
import { authenticatorName, keptAaguid } from './authenticator-names';
import { relyingParty, SUPPORTED_ALGORITHM_IDS } from './relying-party';
import {
  toWebauthnCredentialRecord,
  webauthnCredentialRecordSelect,
  type WebauthnCredentialRecord,
} from './webauthn-credential-record';
import {
  registrationCredentialSchema,
  webauthnCredentialNameSchema,
  type RegistrationCredential,
} from './webauthn-schemas';
import { reportSecurityEvent } from '../../activity/report-security-event';

export type FinishWebauthnRegistrationOptions = {
  caller: Caller;
  identityId: string;
  /** Absent or blank: named after its authenticator, else the browser and system. */
  name?: string | undefined;
  credential: RegistrationCredential;
  /**
   * The registration continues a sign-in: the step-up that follows from the caller's session
   * may count it once as its passkey (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once).
   */
  stepUp?: boolean | undefined;
};

/**
 * Verifies the authenticator's answer to a registration challenge of this identity (origin,
 * RP id, challenge, attestation "none" or better) and stores the credential's public key.
 */
export async function finishWebauthnRegistration({
  caller,
  identityId,
  name,
  credential,
  stepUp,
}: FinishWebauthnRegistrationOptions): Promise<WebauthnCredentialRecord> {
  assertSelf(caller, identityId);
  const parsedName = webauthnCredentialNameSchema
    .optional()
    .safeParse(name?.trim() === '' ? undefined : name);
  if (!parsedName.success) {
    throw new AppError('bad_request', {
      origin: 'body',
      desc: 'name is 1 to 100 characters, or absent',
      details: { name: 'malformed' },
    });
  }
  const parsed = registrationCredentialSchema.safeParse(credential);
  if (!parsed.success) {
    throw credentialError('bad_request', 'malformed', 'not a PublicKeyCredential JSON');
  }
  const response = parsed.data;
  const consumed = await consumeWebauthnChallenge({
    identityId,
    purpose: 'registration',
    loginChallengeId: null,
    clientDataJSON: response.response.clientDataJSON,
  });
  if (consumed.status === 'expired') {
    throw credentialError('forbidden', 'expired', 'the registration took too long: start again');
  }
  if (consumed.status === 'unknown') {
    throw credentialError('forbidden', 'invalid', 'it answers no registration of yours');
  }
  const rp = relyingParty();
  const info = await verifiedRegistration({
    response: { ...response, clientExtensionResults: {} },
    expectedChallenge: consumed.challenge,
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    // User verification is preferred, not required (docs/authentication.md).
    requireUserVerification: false,
    supportedAlgorithmIDs: SUPPORTED_ALGORITHM_IDS,
  });
  if (!info) throw credentialError('forbidden', 'invalid', 'it does not verify');
  const aaguid = keptAaguid(info.aaguid);
  const proofSessionId =
    stepUp === true ? registrationProofSession(caller, consumed.providerSessionId, info) : null;
  const userAgent = caller.kind === 'user' ? (caller.userAgent?.slice(0, 512) ?? null) : null;
  const browserKeyHash = await sessionBrowserKeyHash(caller);
  try {
    const row = await getDb().$transaction(async (tx) => {
      const created = await tx.webauthnCredential.create({
        data: {
          id: info.credential.id,
          identityId,
          name: parsedName.data ?? defaultCredentialName(aaguid, userAgent),
          aaguid,
          userAgent,
          browserKeyHash,
          publicKey: info.credential.publicKey,
          signCount: BigInt(info.credential.counter),
          transports: response.response.transports ?? [],
          backedUp: info.credentialBackedUp,
        },
        select: webauthnCredentialRecordSelect,
      });
      await reportSecurityEvent(tx, { identityId, event: 'passkey_added', caller });
      if (proofSessionId !== null) {
        await tx.webauthnRegistrationProof.create({
          data: { sessionId: proofSessionId, credentialId: created.id },
          select: { id: true },
        });
      }
      return created;
    });
    return toWebauthnCredentialRecord(row, browserKeyHash);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
      throw credentialError('conflict', 'conflict', 'this authenticator is already registered');
    }
    throw error;
  }
}

/**
 * The session whose step-up may count this registration as its passkey, once
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once): only the session
 * the challenge was issued to, finishing it itself, and only when the authenticator verified
 * its user, as a passkey assertion would. Else null: the passkey is registered, and the
 * step-up asks for it.
 */
function registrationProofSession(
  caller: Caller,
  challengeSessionId: string | null,
  info: { userVerified: boolean },
): string | null {
  if (caller.kind !== 'user' || caller.sessionId === null) return null;
  if (challengeSessionId !== caller.sessionId || !info.userVerified) return null;
  return caller.sessionId;
}

/**
 * A passkey the person did not name: its authenticator's name, or the browser and system it
 * was made in, in words that read alike in every language ("Chrome 131, Linux").
 */
function defaultCredentialName(aaguid: string | null, userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  const made = [browser, os].filter(Boolean).join(', ');
  return authenticatorName(aaguid) ?? (made || 'Passkey');
}

function credentialError(
  code: 'bad_request' | 'forbidden' | 'conflict',
  reason: 'malformed' | 'invalid' | 'expired' | 'conflict',
  why: string,
): AppError {
  return new AppError(code, {
    origin: 'body',
    desc: `credential refused: ${why}`,
    details: { credential: reason },
  });
}

/** The verified registration, or null when any check fails. */
async function verifiedRegistration(
  options: VerifyRegistrationResponseOpts,
): Promise<NonNullable<VerifiedRegistrationResponse['registrationInfo']> | null> {
  try {
    const verified = await verifyRegistrationResponse(options);
    return verified.verified ? verified.registrationInfo : null;
  } catch {
    // simplewebauthn throws for most failed checks (challenge, origin, attestation…).
    return null;
  }
}
