-- DPoP (RFC 9449, docs/oidc.md#dpop): a client may be made to bind its tokens, a bound token
-- keeps its key's thumbprint, and every process refuses a proof spent in any of them.
ALTER TABLE "OAuthClient" ADD COLUMN "dpopBoundAccessTokens" BOOLEAN NOT NULL DEFAULT false;

ALTER TABLE "AccessToken" ADD COLUMN "dpopJkt" TEXT;

CREATE TABLE "UsedDpopProof" (
    "jkt" TEXT NOT NULL,
    "jti" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UsedDpopProof_pkey" PRIMARY KEY ("jkt","jti")
);

CREATE INDEX "UsedDpopProof_expiresAt_idx" ON "UsedDpopProof"("expiresAt");
