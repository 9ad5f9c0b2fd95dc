-- The key model's server side (docs/key-model.md): accounts without a password, unlockers and
-- entries of the key storage, provisions per organization and email, and automatic
-- invitations whose notification carries what redeeming them needs.

-- An account made with a passkey has no password until one is set.
ALTER TABLE "Account" ALTER COLUMN "passwordHash" DROP NOT NULL;
ALTER TABLE "Account" ALTER COLUMN "passwordParams" DROP NOT NULL;
ALTER TABLE "Account" ALTER COLUMN "passwordUpdatedAt" DROP NOT NULL;
ALTER TABLE "Account" ALTER COLUMN "passwordUpdatedAt" DROP DEFAULT;
ALTER TABLE "Account" ADD CONSTRAINT "Account_password_check" CHECK (
  ("passwordHash" IS NULL) = ("passwordParams" IS NULL)
  AND ("passwordHash" IS NULL) = ("passwordUpdatedAt" IS NULL)
);

CREATE TYPE "UnlockerKind" AS ENUM ('password', 'passkey', 'recovery', 'device');

CREATE TABLE "Unlocker" (
    "id" UUID NOT NULL,
    "accountId" UUID NOT NULL,
    "kind" "UnlockerKind" NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "kekParams" JSONB NOT NULL,
    "credentialId" TEXT,
    "nonce" TEXT NOT NULL,
    "wrappedRootKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Unlocker_pkey" PRIMARY KEY ("id"),
    -- A passkey unlocker names its credential twice (column and kek_params): they agree.
    CONSTRAINT "Unlocker_credential_check" CHECK (
      ("kind" = 'passkey') = ("credentialId" IS NOT NULL)
      AND ("credentialId" IS NULL OR "kekParams" ->> 'credential_id' = "credentialId")
    )
);

CREATE INDEX "Unlocker_accountId_idx" ON "Unlocker"("accountId");
CREATE UNIQUE INDEX "Unlocker_credentialId_key" ON "Unlocker"("credentialId");
-- One password unlocker (it follows the password) and one recovery unlocker (a new recovery
-- key replaces the old) per account. Partial: Prisma's schema cannot say it.
CREATE UNIQUE INDEX "Unlocker_accountId_kind_single_key" ON "Unlocker"("accountId", "kind")
  WHERE "kind" IN ('password', 'recovery');

ALTER TABLE "Unlocker" ADD CONSTRAINT "Unlocker_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "Unlocker" ADD CONSTRAINT "Unlocker_credentialId_fkey" FOREIGN KEY ("credentialId") REFERENCES "WebauthnCredential"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TYPE "StorageEntryKind" AS ENUM ('identity_key', 'box_key');

CREATE TABLE "StorageEntry" (
    "accountId" UUID NOT NULL,
    "kind" "StorageEntryKind" NOT NULL,
    "name" VARCHAR(200) NOT NULL,
    "ciphertext" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "StorageEntry_pkey" PRIMARY KEY ("accountId", "kind", "name")
);

CREATE INDEX "StorageEntry_kind_name_idx" ON "StorageEntry"("kind", "name");

ALTER TABLE "StorageEntry" ADD CONSTRAINT "StorageEntry_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Provisions: one per organization and email, linked to the boxes sent with it. Until now a
-- provision belonged to one box, and its hash could not be sent twice, so each organization
-- and email keeps its newest provision; older ones (other key pairs, whose links nobody could
-- use yet: no page read them) are dropped with their boxes' links.
CREATE TABLE "Provision" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "serviceKeyShare" TEXT NOT NULL,
    "userKeyShareHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Provision_pkey" PRIMARY KEY ("id")
);

INSERT INTO "Provision" ("id", "organizationId", "email", "publicKey", "serviceKeyShare", "userKeyShareHash", "createdAt")
SELECT DISTINCT ON (b."ownerOrgId", p."email")
       p."id", b."ownerOrgId", p."email", p."publicKey", p."serviceKeyShare", p."userKeyShareHash", p."createdAt"
FROM "BoxProvision" p
JOIN "Box" b ON b."id" = p."boxId"
ORDER BY b."ownerOrgId", p."email", p."createdAt" DESC, p."id";

CREATE TABLE "BoxProvision_new" (
    "boxId" UUID NOT NULL,
    "provisionId" UUID NOT NULL
);
INSERT INTO "BoxProvision_new" ("boxId", "provisionId")
SELECT p."boxId", p."id" FROM "BoxProvision" p JOIN "Provision" kept ON kept."id" = p."id";
DROP TABLE "BoxProvision";
ALTER TABLE "BoxProvision_new" RENAME TO "BoxProvision";
ALTER TABLE "BoxProvision" ADD CONSTRAINT "BoxProvision_pkey" PRIMARY KEY ("boxId", "provisionId");

CREATE UNIQUE INDEX "Provision_userKeyShareHash_key" ON "Provision"("userKeyShareHash");
CREATE UNIQUE INDEX "Provision_organizationId_email_key" ON "Provision"("organizationId", "email");
CREATE INDEX "Provision_email_idx" ON "Provision"("email");
CREATE INDEX "BoxProvision_provisionId_idx" ON "BoxProvision"("provisionId");

ALTER TABLE "Provision" ADD CONSTRAINT "Provision_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "BoxProvision" ADD CONSTRAINT "BoxProvision_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "BoxProvision" ADD CONSTRAINT "BoxProvision_provisionId_fkey" FOREIGN KEY ("provisionId") REFERENCES "Provision"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- box.auto_invite details become {box_id, public_key, encrypted_payload, used}. Earlier ones
-- named the box only: the payload is found where it was sent, under a key the invitee holds
-- (the box's crypto.invitation_data, else an access.add event's extra).
UPDATE "Notification" n
SET "details" = jsonb_build_object(
  'box_id', found."boxId",
  'public_key', found."key",
  'encrypted_payload', found."payload",
  'used', COALESCE(n."details" -> 'used' = 'true'::jsonb, false)
)
FROM (
  SELECT DISTINCT ON (n2."id") n2."id", b."id" AS "boxId", sent."key", sent."payload"
  FROM "Notification" n2
  JOIN "Identity" i ON i."id" = n2."identityId"
  JOIN "Box" b ON b."id"::text = n2."details" ->> 'box_id'
  CROSS JOIN LATERAL (
    SELECT 0 AS "rank", invited."key", invited."value" AS "payload"
    FROM jsonb_each_text(COALESCE(b."invitationData", '{}'::jsonb)) AS invited
    UNION ALL
    SELECT 1, invited."key", invited."value"
    FROM "BoxEvent" e
    CROSS JOIN LATERAL jsonb_each_text(e."extra") AS invited
    WHERE e."boxId" = b."id" AND e."type" = 'access.add' AND jsonb_typeof(e."extra") = 'object'
  ) AS sent
  WHERE n2."type" = 'box.auto_invite' AND sent."key" IN (i."pubkey", i."pubkeyAesRsa")
  ORDER BY n2."id", sent."rank"
) AS found
WHERE n."id" = found."id";

-- What is left cannot be redeemed (its box is gone, or the invitee no longer holds the key).
DELETE FROM "Notification"
WHERE "type" = 'box.auto_invite' AND NOT ("details" ? 'encrypted_payload');
