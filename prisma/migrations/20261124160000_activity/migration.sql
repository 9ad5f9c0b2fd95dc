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
