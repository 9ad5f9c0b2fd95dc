-- CreateEnum
CREATE TYPE "IdentifierKind" AS ENUM ('email');

-- CreateEnum
CREATE TYPE "NotificationFrequency" AS ENUM ('minimal', 'moderate', 'frequent');

-- CreateEnum
CREATE TYPE "MfaMethod" AS ENUM ('disabled', 'totp', 'webauthn');

-- CreateEnum
CREATE TYPE "NotificationType" AS ENUM ('member.kick', 'user.reset_password', 'user.create_account', 'user.create_identity', 'box.auto_invite');

-- CreateEnum
CREATE TYPE "GrantType" AS ENUM ('authorization_code', 'client_credentials');

-- CreateEnum
CREATE TYPE "SigningAlg" AS ENUM ('RS256', 'ES256');

-- CreateEnum
CREATE TYPE "WebauthnChallengePurpose" AS ENUM ('registration', 'authentication');

-- CreateEnum
CREATE TYPE "OrganizationRole" AS ENUM ('admin', 'agent');

-- CreateEnum
CREATE TYPE "BoxAccessMode" AS ENUM ('limited', 'public');

-- CreateEnum
CREATE TYPE "BoxEventType" AS ENUM ('create', 'msg.text', 'msg.file', 'msg.delete', 'member.join', 'member.leave', 'state.access_mode', 'state.key_share', 'access.add', 'access.rm');

-- CreateEnum
CREATE TYPE "AccessRestrictionType" AS ENUM ('identifier', 'email_domain');

-- CreateTable
CREATE TABLE "Account" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "passwordHash" TEXT NOT NULL,
    "passwordParams" JSONB NOT NULL,
    "passwordUpdatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Identity" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "identifierKind" "IdentifierKind" NOT NULL DEFAULT 'email',
    "identifierValue" TEXT NOT NULL,
    "displayName" VARCHAR(254) NOT NULL,
    "notifications" "NotificationFrequency" NOT NULL DEFAULT 'minimal',
    "mfaMethod" "MfaMethod" NOT NULL DEFAULT 'disabled',
    "accountId" UUID,
    "pubkey" TEXT,
    "nonIdentifiedPubkey" TEXT,
    "pubkeyAesRsa" TEXT,
    "nonIdentifiedPubkeyAesRsa" TEXT,
    "avatarStorageKey" TEXT,
    "avatarContentType" TEXT,
    "avatarUpdatedAt" TIMESTAMPTZ(3),
    "profileSharesEmail" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Identity_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Notification" (
    "id" SERIAL NOT NULL,
    "identityId" UUID NOT NULL,
    "type" "NotificationType" NOT NULL,
    "details" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "acknowledgedAt" TIMESTAMPTZ(3),

    CONSTRAINT "Notification_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OAuthClient" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "logoUri" TEXT,
    "tosUri" TEXT,
    "policyUri" TEXT,
    "redirectUris" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "postLogoutRedirectUris" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "jwks" JSONB,
    "jwksUri" TEXT,
    "grantTypes" "GrantType"[] NOT NULL DEFAULT ARRAY[]::"GrantType"[],
    "isOwn" BOOLEAN NOT NULL DEFAULT false,
    "organizationId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OAuthClient_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SigningKey" (
    "id" TEXT NOT NULL,
    "alg" "SigningAlg" NOT NULL,
    "publicJwk" JSONB NOT NULL,
    "encryptedPrivateJwk" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retiredAt" TIMESTAMPTZ(3),

    CONSTRAINT "SigningKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "LoginChallenge" (
    "id" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "redirectUri" TEXT NOT NULL,
    "scopes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "state" TEXT,
    "nonce" TEXT,
    "codeChallenge" TEXT,
    "responseMode" TEXT NOT NULL DEFAULT 'query',
    "acrValues" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "prompt" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "maxAge" INTEGER,
    "loginHint" TEXT,
    "identityId" UUID,
    "requiredAcr" INTEGER NOT NULL DEFAULT 1,
    "performedAmr" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "sessionId" UUID,
    "consentChallenge" TEXT,
    "authenticatedAt" TIMESTAMPTZ(3),
    "completedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "LoginChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProviderSession" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tokenHash" TEXT NOT NULL,
    "identityId" UUID NOT NULL,
    "acr" INTEGER NOT NULL,
    "amr" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "authTime" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProviderSession_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthorizationCode" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "codeHash" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "identityId" UUID NOT NULL,
    "sessionId" UUID,
    "redirectUri" TEXT NOT NULL,
    "scopes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "nonce" TEXT,
    "codeChallenge" TEXT,
    "acr" INTEGER NOT NULL,
    "amr" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "authTime" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthorizationCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AccessToken" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "tokenHash" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "identityId" UUID,
    "organizationId" UUID,
    "sessionId" UUID,
    "authorizationCodeId" UUID,
    "scopes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "acr" INTEGER NOT NULL,
    "amr" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "revokedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AccessToken_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Consent" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "clientId" TEXT NOT NULL,
    "accountId" UUID,
    "identityId" UUID,
    "scopes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Consent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "UsedClientAssertion" (
    "clientId" TEXT NOT NULL,
    "jti" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "UsedClientAssertion_pkey" PRIMARY KEY ("clientId", "jti")
);

-- CreateTable
CREATE TABLE "EmailedCode" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "identityId" UUID NOT NULL,
    "loginChallengeId" TEXT,
    "codeHash" TEXT NOT NULL,
    "failedAttempts" INTEGER NOT NULL DEFAULT 0,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "consumedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EmailedCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "AuthMethodLockout" (
    "identityId" UUID NOT NULL,
    "method" TEXT NOT NULL,
    "consecutiveFailures" INTEGER NOT NULL DEFAULT 0,
    "lockCount" INTEGER NOT NULL DEFAULT 0,
    "lockedUntil" TIMESTAMPTZ(3),
    "updatedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "AuthMethodLockout_pkey" PRIMARY KEY ("identityId", "method")
);

-- CreateTable
CREATE TABLE "TotpSecret" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "identityId" UUID NOT NULL,
    "encryptedSecret" TEXT NOT NULL,
    "confirmedAt" TIMESTAMPTZ(3),
    "lastUsedStep" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "TotpSecret_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "RecoveryCode" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "identityId" UUID NOT NULL,
    "codeHash" TEXT NOT NULL,
    "usedAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "RecoveryCode_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebauthnCredential" (
    "id" TEXT NOT NULL,
    "identityId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "publicKey" BYTEA NOT NULL,
    "signCount" BIGINT NOT NULL DEFAULT '0',
    "transports" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "backedUp" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastUsedAt" TIMESTAMPTZ(3),

    CONSTRAINT "WebauthnCredential_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "WebauthnChallenge" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "identityId" UUID NOT NULL,
    "purpose" "WebauthnChallengePurpose" NOT NULL,
    "challenge" TEXT NOT NULL,
    "loginChallengeId" TEXT,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "WebauthnChallenge_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OutboxMail" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OutboxMail_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Organization" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "name" VARCHAR(100) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Organization_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "OrganizationMember" (
    "organizationId" UUID NOT NULL,
    "identityId" UUID NOT NULL,
    "role" "OrganizationRole" NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "OrganizationMember_pkey" PRIMARY KEY ("organizationId", "identityId")
);

-- CreateTable
CREATE TABLE "Datatag" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "name" VARCHAR(100) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Datatag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "Box" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "title" VARCHAR(50) NOT NULL,
    "ownerOrgId" UUID NOT NULL,
    "datatagId" UUID,
    "datatagSubject" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "accessMode" "BoxAccessMode" NOT NULL DEFAULT 'limited',
    "creatorIdentityId" UUID,
    "invitationData" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastEventAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "eventsCount" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "Box_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoxEvent" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "boxId" UUID NOT NULL,
    "type" "BoxEventType" NOT NULL,
    "senderIdentityId" UUID,
    "senderOrgId" UUID,
    "content" JSONB,
    "referrerId" UUID,
    "extra" JSONB,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deletedAt" TIMESTAMPTZ(3),
    "deletedByIdentityId" UUID,

    CONSTRAINT "BoxEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoxMember" (
    "boxId" UUID NOT NULL,
    "identityId" UUID NOT NULL,
    "joinedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoxMember_pkey" PRIMARY KEY ("boxId", "identityId")
);

-- CreateTable
CREATE TABLE "BoxAccessRule" (
    "id" UUID NOT NULL,
    "boxId" UUID NOT NULL,
    "restrictionType" "AccessRestrictionType" NOT NULL,
    "value" TEXT NOT NULL,
    "autoInvite" BOOLEAN NOT NULL DEFAULT false,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoxAccessRule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "BoxKeyShare" (
    "invitationShareHash" TEXT NOT NULL,
    "boxId" UUID NOT NULL,
    "serviceShare" TEXT NOT NULL,
    "encryptedInvitationKeyShare" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoxKeyShare_pkey" PRIMARY KEY ("invitationShareHash")
);

-- CreateTable
CREATE TABLE "BoxProvision" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "boxId" UUID NOT NULL,
    "email" TEXT NOT NULL,
    "publicKey" TEXT NOT NULL,
    "serviceKeyShare" TEXT NOT NULL,
    "userKeyShareHash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoxProvision_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EncryptedFile" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "boxId" UUID NOT NULL,
    "size" BIGINT NOT NULL,
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "EncryptedFile_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Identity_accountId_idx" ON "Identity"("accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Identity_identifierKind_identifierValue_key" ON "Identity"("identifierKind", "identifierValue");

-- CreateIndex
CREATE INDEX "Notification_identityId_createdAt_idx" ON "Notification"("identityId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "OAuthClient_organizationId_idx" ON "OAuthClient"("organizationId");

-- CreateIndex
CREATE UNIQUE INDEX "LoginChallenge_consentChallenge_key" ON "LoginChallenge"("consentChallenge");

-- CreateIndex
CREATE INDEX "LoginChallenge_expiresAt_idx" ON "LoginChallenge"("expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "ProviderSession_tokenHash_key" ON "ProviderSession"("tokenHash");

-- CreateIndex
CREATE INDEX "ProviderSession_identityId_idx" ON "ProviderSession"("identityId");

-- CreateIndex
CREATE UNIQUE INDEX "AuthorizationCode_codeHash_key" ON "AuthorizationCode"("codeHash");

-- CreateIndex
CREATE UNIQUE INDEX "AccessToken_tokenHash_key" ON "AccessToken"("tokenHash");

-- CreateIndex
CREATE INDEX "AccessToken_identityId_idx" ON "AccessToken"("identityId");

-- CreateIndex
CREATE INDEX "AccessToken_sessionId_idx" ON "AccessToken"("sessionId");

-- CreateIndex
CREATE INDEX "AccessToken_authorizationCodeId_idx" ON "AccessToken"("authorizationCodeId");

-- CreateIndex
CREATE UNIQUE INDEX "Consent_clientId_accountId_key" ON "Consent"("clientId", "accountId");

-- CreateIndex
CREATE UNIQUE INDEX "Consent_clientId_identityId_key" ON "Consent"("clientId", "identityId");

-- CreateIndex
CREATE INDEX "UsedClientAssertion_expiresAt_idx" ON "UsedClientAssertion"("expiresAt");

-- CreateIndex
CREATE INDEX "EmailedCode_identityId_createdAt_idx" ON "EmailedCode"("identityId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "TotpSecret_identityId_idx" ON "TotpSecret"("identityId");

-- CreateIndex
CREATE INDEX "RecoveryCode_identityId_idx" ON "RecoveryCode"("identityId");

-- CreateIndex
CREATE INDEX "WebauthnCredential_identityId_idx" ON "WebauthnCredential"("identityId");

-- CreateIndex
CREATE INDEX "WebauthnChallenge_identityId_purpose_idx" ON "WebauthnChallenge"("identityId", "purpose");

-- CreateIndex
CREATE INDEX "OutboxMail_createdAt_idx" ON "OutboxMail"("createdAt" DESC);

-- CreateIndex
CREATE INDEX "OrganizationMember_identityId_idx" ON "OrganizationMember"("identityId");

-- CreateIndex
CREATE INDEX "Datatag_organizationId_createdAt_idx" ON "Datatag"("organizationId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Box_ownerOrgId_createdAt_idx" ON "Box"("ownerOrgId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Box_ownerOrgId_datatagId_createdAt_idx" ON "Box"("ownerOrgId", "datatagId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "Box_datatagSubject_lastEventAt_idx" ON "Box"("datatagSubject", "lastEventAt" DESC);

-- CreateIndex
CREATE INDEX "BoxEvent_boxId_createdAt_idx" ON "BoxEvent"("boxId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BoxEvent_boxId_type_createdAt_idx" ON "BoxEvent"("boxId", "type", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "BoxEvent_referrerId_idx" ON "BoxEvent"("referrerId");

-- CreateIndex
CREATE INDEX "BoxMember_identityId_idx" ON "BoxMember"("identityId");

-- CreateIndex
CREATE INDEX "BoxAccessRule_boxId_idx" ON "BoxAccessRule"("boxId");

-- CreateIndex
CREATE INDEX "BoxAccessRule_restrictionType_value_idx" ON "BoxAccessRule"("restrictionType", "value");

-- CreateIndex
CREATE UNIQUE INDEX "BoxKeyShare_boxId_key" ON "BoxKeyShare"("boxId");

-- CreateIndex
CREATE UNIQUE INDEX "BoxProvision_userKeyShareHash_key" ON "BoxProvision"("userKeyShareHash");

-- CreateIndex
CREATE UNIQUE INDEX "BoxProvision_boxId_email_key" ON "BoxProvision"("boxId", "email");

-- CreateIndex
CREATE UNIQUE INDEX "EncryptedFile_storageKey_key" ON "EncryptedFile"("storageKey");

-- CreateIndex
CREATE INDEX "EncryptedFile_boxId_idx" ON "EncryptedFile"("boxId");

-- AddForeignKey
ALTER TABLE "Identity" ADD CONSTRAINT "Identity_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Notification" ADD CONSTRAINT "Notification_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OAuthClient" ADD CONSTRAINT "OAuthClient_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoginChallenge" ADD CONSTRAINT "LoginChallenge_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoginChallenge" ADD CONSTRAINT "LoginChallenge_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "LoginChallenge" ADD CONSTRAINT "LoginChallenge_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ProviderSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProviderSession" ADD CONSTRAINT "ProviderSession_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorizationCode" ADD CONSTRAINT "AuthorizationCode_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorizationCode" ADD CONSTRAINT "AuthorizationCode_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthorizationCode" ADD CONSTRAINT "AuthorizationCode_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ProviderSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessToken" ADD CONSTRAINT "AccessToken_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessToken" ADD CONSTRAINT "AccessToken_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessToken" ADD CONSTRAINT "AccessToken_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessToken" ADD CONSTRAINT "AccessToken_sessionId_fkey" FOREIGN KEY ("sessionId") REFERENCES "ProviderSession"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AccessToken" ADD CONSTRAINT "AccessToken_authorizationCodeId_fkey" FOREIGN KEY ("authorizationCodeId") REFERENCES "AuthorizationCode"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "Account"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Consent" ADD CONSTRAINT "Consent_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "UsedClientAssertion" ADD CONSTRAINT "UsedClientAssertion_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailedCode" ADD CONSTRAINT "EmailedCode_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailedCode" ADD CONSTRAINT "EmailedCode_loginChallengeId_fkey" FOREIGN KEY ("loginChallengeId") REFERENCES "LoginChallenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "AuthMethodLockout" ADD CONSTRAINT "AuthMethodLockout_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "TotpSecret" ADD CONSTRAINT "TotpSecret_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "RecoveryCode" ADD CONSTRAINT "RecoveryCode_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebauthnCredential" ADD CONSTRAINT "WebauthnCredential_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebauthnChallenge" ADD CONSTRAINT "WebauthnChallenge_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WebauthnChallenge" ADD CONSTRAINT "WebauthnChallenge_loginChallengeId_fkey" FOREIGN KEY ("loginChallengeId") REFERENCES "LoginChallenge"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationMember" ADD CONSTRAINT "OrganizationMember_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "OrganizationMember" ADD CONSTRAINT "OrganizationMember_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Datatag" ADD CONSTRAINT "Datatag_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Box" ADD CONSTRAINT "Box_ownerOrgId_fkey" FOREIGN KEY ("ownerOrgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Box" ADD CONSTRAINT "Box_datatagId_fkey" FOREIGN KEY ("datatagId") REFERENCES "Datatag"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Box" ADD CONSTRAINT "Box_creatorIdentityId_fkey" FOREIGN KEY ("creatorIdentityId") REFERENCES "Identity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxEvent" ADD CONSTRAINT "BoxEvent_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxEvent" ADD CONSTRAINT "BoxEvent_senderIdentityId_fkey" FOREIGN KEY ("senderIdentityId") REFERENCES "Identity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxEvent" ADD CONSTRAINT "BoxEvent_senderOrgId_fkey" FOREIGN KEY ("senderOrgId") REFERENCES "Organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxEvent" ADD CONSTRAINT "BoxEvent_deletedByIdentityId_fkey" FOREIGN KEY ("deletedByIdentityId") REFERENCES "Identity"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxMember" ADD CONSTRAINT "BoxMember_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxMember" ADD CONSTRAINT "BoxMember_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxAccessRule" ADD CONSTRAINT "BoxAccessRule_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxKeyShare" ADD CONSTRAINT "BoxKeyShare_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BoxProvision" ADD CONSTRAINT "BoxProvision_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EncryptedFile" ADD CONSTRAINT "EncryptedFile_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: constraints Prisma's schema language cannot express.

-- At most one confirmed TOTP secret per identity (pending enrolments may coexist).
CREATE UNIQUE INDEX "TotpSecret_identityId_confirmed_key" ON "TotpSecret"("identityId") WHERE "confirmedAt" IS NOT NULL;
