-- Idempotency-Key of creations (docs/http-api.md#idempotency-keys): a caller's key names one
-- request for a day; its successful answer is kept to be replayed to a retry. A row without a
-- status is a request still in flight. A box's deletion takes the answers about it along.
CREATE TABLE "IdempotencyKey" (
    "caller" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "fingerprint" TEXT NOT NULL,
    "status" INTEGER,
    "headers" JSONB,
    "body" TEXT,
    "boxId" UUID,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "IdempotencyKey_pkey" PRIMARY KEY ("caller","key")
);

CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");

CREATE INDEX "IdempotencyKey_boxId_idx" ON "IdempotencyKey"("boxId");

ALTER TABLE "IdempotencyKey" ADD CONSTRAINT "IdempotencyKey_boxId_fkey" FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;
