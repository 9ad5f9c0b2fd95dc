-- A passkey created during a sign-in counts once (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once):
-- a registration challenge names the provider session it was issued to (no relation: only
-- compared with the registering session), and a registration that continues a sign-in, with
-- user verification, by that session, leaves a single-use proof that the step-up from that
-- session consumes.
ALTER TABLE "WebauthnChallenge" ADD COLUMN "providerSessionId" UUID;

CREATE TABLE "WebauthnRegistrationProof" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "sessionId" UUID NOT NULL,
    "credentialId" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebauthnRegistrationProof_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "WebauthnRegistrationProof_sessionId_idx" ON "WebauthnRegistrationProof"("sessionId");

ALTER TABLE "WebauthnRegistrationProof" ADD CONSTRAINT "WebauthnRegistrationProof_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ProviderSession"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "WebauthnRegistrationProof" ADD CONSTRAINT "WebauthnRegistrationProof_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES "WebauthnCredential"("id") ON DELETE CASCADE ON UPDATE CASCADE;
