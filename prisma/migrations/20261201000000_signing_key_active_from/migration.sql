-- A signing key is published before it signs (docs/oidc.md#signing-keys): a rotation makes keys
-- that sign from "activeFrom", and retires the current ones at that same time. Keys made
-- before this migration have been in the JWKS since they were made: they sign as they did.
ALTER TABLE "SigningKey" ADD COLUMN "activeFrom" TIMESTAMPTZ(3);
UPDATE "SigningKey" SET "activeFrom" = "createdAt";
ALTER TABLE "SigningKey" ALTER COLUMN "activeFrom" SET NOT NULL;
