-- What is left of a deleted box (docs/boxes.md): its id, its organization, when, and who
-- could read it, so that its page tells them (and only them) "this box was deleted" instead
-- of "no access". None of its content, title or people's addresses stays.
CREATE TABLE "DeletedBox" (
    "id" UUID NOT NULL,
    "ownerOrgId" UUID NOT NULL,
    "readerIdentityIds" UUID[] NOT NULL DEFAULT ARRAY[]::UUID[],
    "deletedAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "DeletedBox_pkey" PRIMARY KEY ("id")
);

CREATE INDEX "DeletedBox_ownerOrgId_idx" ON "DeletedBox"("ownerOrgId");

ALTER TABLE "DeletedBox" ADD CONSTRAINT "DeletedBox_ownerOrgId_fkey" FOREIGN KEY ("ownerOrgId") REFERENCES "Organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;
