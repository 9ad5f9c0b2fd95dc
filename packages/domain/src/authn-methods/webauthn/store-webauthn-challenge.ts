import { getDb, type WebauthnChallengePurpose } from '@coffer/db';
import { WEBAUTHN_CHALLENGE_TTL_MS } from './relying-party';

export type StoreWebauthnChallengeOptions = {
  /** Null for a passkey sign-in without an email (the passkey names the identity). */
  identityId: string | null;
  purpose: WebauthnChallengePurpose;
  loginChallengeId: string | null;
  /** A registration's: the provider session it is issued to (its proof counts only there). */
  providerSessionId?: string | null;
  challenge: string;
};

/** Keeps a challenge for its answer (5 minutes), clearing the identity's expired ones. */
export async function storeWebauthnChallenge(options: StoreWebauthnChallengeOptions) {
  const now = new Date();
  const db = getDb();
  await db.$transaction([
    db.webauthnChallenge.deleteMany({
      where: { identityId: options.identityId, expiresAt: { lte: now } },
    }),
    db.webauthnChallenge.create({
      data: { ...options, expiresAt: new Date(now.getTime() + WEBAUTHN_CHALLENGE_TTL_MS) },
      select: { id: true },
    }),
  ]);
}
