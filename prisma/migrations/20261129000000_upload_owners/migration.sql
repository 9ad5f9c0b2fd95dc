-- Crash leftovers of a dead process are swept at once, not after a day (docs/storage.md):
-- every process beats a heartbeat into its row, and each pending upload names its process.
CREATE TABLE "CofferProcess" (
    "id" UUID NOT NULL,
    "startedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "heartbeatAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CofferProcess_pkey" PRIMARY KEY ("id")
);

-- Null in the rows of Coffers older than these columns: those are judged by age alone.
ALTER TABLE "PendingUpload" ADD COLUMN "processId" UUID;
ALTER TABLE "PendingUpload" ADD COLUMN "abandonedAt" TIMESTAMPTZ(3);
CREATE INDEX "PendingUpload_processId_idx" ON "PendingUpload"("processId");
