-- Revoking a device can sign it out (docs/key-model.md#what-the-pages-do): a device unlocker
-- and a provider session both remember the browser key (its SHA-256) they were made with.
ALTER TABLE "ProviderSession" ADD COLUMN "browserKeyHash" TEXT;
ALTER TABLE "Unlocker" ADD COLUMN "browserKeyHash" TEXT;
CREATE INDEX "ProviderSession_browserKeyHash_idx" ON "ProviderSession"("browserKeyHash");
