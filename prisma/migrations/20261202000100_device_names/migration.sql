-- Passkeys and unlockers are told apart by what is known of them (docs/identities.md#credentials):
-- a passkey's authenticator (its AAGUID), and the browser each was made in (its User-Agent).
-- Rows made before know neither: the pages show their name and dates only.
ALTER TABLE "WebauthnCredential" ADD COLUMN "aaguid" UUID;
ALTER TABLE "WebauthnCredential" ADD COLUMN "userAgent" VARCHAR(512);
ALTER TABLE "Unlocker" ADD COLUMN "userAgent" VARCHAR(512);

-- A recovery key the person confirmed they saved (docs/key-model.md#unlockers): the account
-- page reminds them until they do. Recovery keys made before were shown under the old page,
-- which the person left by saying they saved it (or by leaving): counted as saved, so nobody
-- is told to replace a key they kept.
ALTER TABLE "Unlocker" ADD COLUMN "savedAt" TIMESTAMPTZ(3);
UPDATE "Unlocker" SET "savedAt" = "createdAt" WHERE "kind" = 'recovery';

-- The browser (SHA-256 of its coffer_browser key, from the registering session) a passkey was
-- made in: the account page marks the passkeys made in the browser it is shown in.
ALTER TABLE "WebauthnCredential" ADD COLUMN "browserKeyHash" TEXT;
