-- A person a box is about who holds no key for it asks its organization's staff to invite
-- their keys (docs/key-model.md#access-requests): one request per person and box, until a
-- staff browser holding the box key invites them.
CREATE TABLE "BoxAccessRequest" (
    "boxId" UUID NOT NULL,
    "identityId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "BoxAccessRequest_pkey" PRIMARY KEY ("boxId","identityId")
);

CREATE INDEX "BoxAccessRequest_identityId_idx" ON "BoxAccessRequest"("identityId");

ALTER TABLE "BoxAccessRequest" ADD CONSTRAINT "BoxAccessRequest_boxId_fkey"
    FOREIGN KEY ("boxId") REFERENCES "Box"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "BoxAccessRequest" ADD CONSTRAINT "BoxAccessRequest_identityId_fkey"
    FOREIGN KEY ("identityId") REFERENCES "Identity"("id") ON DELETE CASCADE ON UPDATE CASCADE;
