import { decodeClientDataJSON } from '@simplewebauthn/server/helpers';
import { getDb, type WebauthnChallengePurpose } from '@coffer/db';

export type ConsumeWebauthnChallengeOptions = {
  /** Null for a passkey sign-in without an email (the passkey names the identity). */
  identityId: string | null;
  purpose: WebauthnChallengePurpose;
  /** The login challenge an authentication belongs to; null for a registration. */
  loginChallengeId: string | null;
  /** The client data the authenticator signed, naming the challenge it answers. */
  clientDataJSON: string;
};

export type ConsumedChallenge =
  | { status: 'valid'; challenge: string; providerSessionId: string | null }
  | { status: 'expired' }
  | { status: 'unknown' };

/**
 * Finds the stored challenge a response answers and deletes it: a challenge serves once,
 * whatever the verification's outcome. Of two concurrent uses, one gets it.
 */
export async function consumeWebauthnChallenge({
  identityId,
  purpose,
  loginChallengeId,
  clientDataJSON,
}: ConsumeWebauthnChallengeOptions): Promise<ConsumedChallenge> {
  const challenge = challengeOf(clientDataJSON);
  if (challenge === null) return { status: 'unknown' };
  const db = getDb();
  const stored = await db.webauthnChallenge.findFirst({
    where: { identityId, purpose, loginChallengeId, challenge },
    select: { id: true, expiresAt: true, providerSessionId: true },
  });
  if (!stored) return { status: 'unknown' };
  const deleted = await db.webauthnChallenge.deleteMany({ where: { id: stored.id } });
  if (deleted.count !== 1) return { status: 'unknown' };
  if (stored.expiresAt <= new Date()) return { status: 'expired' };
  return { status: 'valid', challenge, providerSessionId: stored.providerSessionId };
}

function challengeOf(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' ? challenge : null;
  } catch {
    return null;
  }
}
