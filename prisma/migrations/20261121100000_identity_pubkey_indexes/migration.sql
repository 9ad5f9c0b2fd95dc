-- Automatic invitations look identities up by their identified public key.
CREATE INDEX "Identity_pubkey_idx" ON "Identity"("pubkey");
CREATE INDEX "Identity_pubkeyAesRsa_idx" ON "Identity"("pubkeyAesRsa");
