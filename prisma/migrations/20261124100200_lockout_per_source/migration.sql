-- Failures are counted per identity, method and source (docs/authentication.md): a browser
-- that signed in as the identity before counts alone; any other source counts per client
-- address and also towards the identity-wide row "*". Existing series become that row.
ALTER TABLE "AuthMethodLockout" ADD COLUMN "source" TEXT NOT NULL DEFAULT '*';
ALTER TABLE "AuthMethodLockout" ALTER COLUMN "source" DROP DEFAULT;
ALTER TABLE "AuthMethodLockout" DROP CONSTRAINT "AuthMethodLockout_pkey";
ALTER TABLE "AuthMethodLockout" ADD CONSTRAINT "AuthMethodLockout_pkey" PRIMARY KEY ("identityId", "method", "source");

-- The browsers (by the hash of their key cookie) that completed a sign-in as an identity.
CREATE TABLE "KnownBrowser" (
    "identityId" UUID NOT NULL,
    "browserKeyHash" TEXT NOT NULL,
    "lastSignInAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "KnownBrowser_pkey" PRIMARY KEY ("identityId", "browserKeyHash")
);
ALTER TABLE "KnownBrowser" ADD CONSTRAINT "KnownBrowser_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
