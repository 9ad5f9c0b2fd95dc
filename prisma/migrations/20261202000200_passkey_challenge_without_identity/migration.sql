-- A passkey sign-in without an email (docs/authentication.md#passkey-without-an-email) asks
-- for any passkey of this site: its challenge belongs to the login challenge, and to no
-- identity until the passkey that answers names one.
ALTER TABLE "WebauthnChallenge" ALTER COLUMN "identityId" DROP NOT NULL;
