-- Uploads in progress: a row per blob written but not yet an encrypted file or an avatar,
-- so that blobs left by a crash can be told from live uploads and removed at start.
CREATE TABLE "PendingUpload" (
    "storageKey" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PendingUpload_pkey" PRIMARY KEY ("storageKey")
);

CREATE INDEX "PendingUpload_createdAt_idx" ON "PendingUpload"("createdAt");

-- The storage check and sweep look up which blobs are someone's avatar.
CREATE INDEX "Identity_avatarStorageKey_idx" ON "Identity"("avatarStorageKey");
