-- The FAPI 2.0 Security Profile per client (docs/oidc.md#fapi-20-security-profile): PAR, PKCE
-- S256 and DPoP required, client assertions for the issuer alone, no RS256.
ALTER TABLE "OAuthClient" ADD COLUMN "fapi" BOOLEAN NOT NULL DEFAULT false;
