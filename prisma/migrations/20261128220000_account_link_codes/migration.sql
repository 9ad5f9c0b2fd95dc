-- Linking another email to an account takes a one-time code made by a session already in the
-- account at its own level (docs/authentication.md#accounts), besides the account's password.
CREATE TABLE "AccountLinkCode" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "accountId" UUID NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccountLinkCode_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "AccountLinkCode_codeHash_key" ON "AccountLinkCode"("codeHash");
CREATE INDEX "AccountLinkCode_accountId_idx" ON "AccountLinkCode"("accountId");

ALTER TABLE "AccountLinkCode" ADD CONSTRAINT "AccountLinkCode_accountId_fkey"
    FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;
