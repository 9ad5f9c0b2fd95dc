-- An identified public key belongs to one identity (docs/identities.md). Keys claimed by
-- several identities before this rule cannot be attributed: every claim is dropped, and the
-- holder sets the key again with a proof of possession.
UPDATE "Identity" SET "pubkey" = NULL
WHERE "pubkey" IN (
  SELECT "pubkey" FROM "Identity" WHERE "pubkey" IS NOT NULL GROUP BY "pubkey" HAVING count(*) > 1
);
UPDATE "Identity" SET "pubkeyAesRsa" = NULL
WHERE "pubkeyAesRsa" IN (
  SELECT "pubkeyAesRsa" FROM "Identity" WHERE "pubkeyAesRsa" IS NOT NULL
  GROUP BY "pubkeyAesRsa" HAVING count(*) > 1
);
DROP INDEX "Identity_pubkey_idx";
DROP INDEX "Identity_pubkeyAesRsa_idx";
CREATE UNIQUE INDEX "Identity_pubkey_key" ON "Identity"("pubkey");
CREATE UNIQUE INDEX "Identity_pubkeyAesRsa_key" ON "Identity"("pubkeyAesRsa");
