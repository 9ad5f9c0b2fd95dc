-- Logout that relying parties hear about (docs/oidc.md#logout-relying-parties-hear-about): a
-- client may register where Coffer tells it a session ended, by a server-to-server POST
-- (OpenID Connect Back-Channel Logout 1.0) or by an iframe on the sign-out page (Front-Channel
-- Logout 1.0), and whether it needs the session's `sid` there.
ALTER TABLE "OAuthClient" ADD COLUMN "backchannelLogoutUri" TEXT;
ALTER TABLE "OAuthClient" ADD COLUMN "backchannelLogoutSessionRequired" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "OAuthClient" ADD COLUMN "frontchannelLogoutUri" TEXT;
ALTER TABLE "OAuthClient" ADD COLUMN "frontchannelLogoutSessionRequired" BOOLEAN NOT NULL DEFAULT false;

-- When the back-channel logouts of an ended session were queued: null while it is live, or
-- ended by a way that did not queue them (its expiry), which the sweep then does. Sessions
-- that ended before count as told: no client could ask to be told then.
ALTER TABLE "ProviderSession" ADD COLUMN "logoutQueuedAt" TIMESTAMPTZ(3);
UPDATE "ProviderSession" SET "logoutQueuedAt" = now()
WHERE "revokedAt" IS NOT NULL OR "expiresAt" <= now();

-- The sweep's two questions, over the sessions not yet told only (partial indexes, which
-- Prisma cannot express): those revoked, and those expired.
CREATE INDEX "ProviderSession_untold_revoked_idx" ON "ProviderSession"("revokedAt")
  WHERE "logoutQueuedAt" IS NULL AND "revokedAt" IS NOT NULL;
CREATE INDEX "ProviderSession_untold_expiry_idx" ON "ProviderSession"("expiresAt")
  WHERE "logoutQueuedAt" IS NULL;
