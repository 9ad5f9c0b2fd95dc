import type { Prisma } from '@coffer/db';

/** How long after its registration a new passkey counts as the step-up's passkey. */
export const REGISTRATION_PROOF_WINDOW_MS = 120_000;

/**
 * The passkey a session registered just now with user verification
 * (finishWebauthnRegistration), taken for the step-up that goes on from that session
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once). Every proof of
 * the session is deleted as it is read, in the caller's transaction, so one counts once (of
 * two concurrent step-ups, the second finds the rows gone) and an older one never later.
 * Null when none is younger than the window.
 */
export async function consumeRegistrationProof(
  tx: Prisma.TransactionClient,
  sessionId: string,
): Promise<{ credentialId: string; provedAt: Date } | null> {
  const since = Date.now() - REGISTRATION_PROOF_WINDOW_MS;
  const rows = await tx.$queryRaw<{ credentialId: string; createdAt: Date }[]>`
    DELETE FROM "WebauthnRegistrationProof" WHERE "sessionId" = ${sessionId}::uuid
    RETURNING "credentialId", "createdAt"`;
  const fresh = rows
    .filter((row) => row.createdAt.getTime() > since)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  return fresh ? { credentialId: fresh.credentialId, provedAt: fresh.createdAt } : null;
}
