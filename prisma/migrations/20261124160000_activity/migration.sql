-- Activity (docs/activity.md): what each person has read and been emailed per box, and the
-- language their emails are written in. pg-boss keeps its jobs in its own schema "pgboss",
-- which it creates and upgrades itself (packages/db/src/jobs/job-queue.ts).

-- The language of the last sign-in page (the pages' `lang` cookie).
ALTER TABLE "Identity" ADD COLUMN "language" VARCHAR(2) NOT NULL DEFAULT 'en';

CREATE TABLE "BoxReadMark" (
    "boxId" UUID NOT NULL,
    "identityId" UUID NOT NULL,
    "lastReadAt" TIMESTAMPTZ(3),
    "lastEmailedAt" TIMESTAMPTZ(3),
    CONSTRAINT "BoxReadMark_pkey" PRIMARY KEY ("boxId", "identityId")
);

CREATE INDEX "BoxReadMark_identityId_idx" ON "BoxReadMark"("identityId");

ALTER TABLE "BoxReadMark" ADD CONSTRAINT "BoxReadMark_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "BoxReadMark" ADD CONSTRAINT "BoxReadMark_identityId_fkey" FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Organization webhooks: endpoints (their signing secret sealed under COFFER_SECRET) and the
-- log of their deliveries.
CREATE TABLE "WebhookEndpoint" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "organizationId" UUID NOT NULL,
    "url" TEXT NOT NULL,
    "eventTypes" TEXT[] NOT NULL DEFAULT ARRAY[]::TEXT[],
    "sealedSecret" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "WebhookEndpoint_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "WebhookEndpoint_organizationId_idx" ON "WebhookEndpoint"("organizationId");

ALTER TABLE "WebhookEndpoint" ADD CONSTRAINT "WebhookEndpoint_organizationId_fkey" FOREIGN KEY ("organizationId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "WebhookDelivery" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "endpointId" UUID NOT NULL,
    "eventType" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "lastStatusCode" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "lastAttemptAt" TIMESTAMPTZ(3),
    "deliveredAt" TIMESTAMPTZ(3),
    CONSTRAINT "WebhookDelivery_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "WebhookDelivery_endpointId_createdAt_idx" ON "WebhookDelivery"("endpointId", "createdAt" DESC);

ALTER TABLE "WebhookDelivery" ADD CONSTRAINT "WebhookDelivery_endpointId_fkey" FOREIGN KEY ("endpointId") REFERENCES "WebhookEndpoint"("id") ON DELETE CASCADE ON UPDATE CASCADE;
