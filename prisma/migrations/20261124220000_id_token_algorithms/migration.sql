-- ID tokens signed with the algorithm each client registered (id_token_signed_response_alg,
-- docs/oidc.md): PS256 and EdDSA beside RS256 and ES256, one provider key per algorithm.
ALTER TYPE "SigningAlg" ADD VALUE 'PS256';
ALTER TYPE "SigningAlg" ADD VALUE 'EdDSA';

ALTER TABLE "OAuthClient" ADD COLUMN "idTokenSignedResponseAlg" "SigningAlg" NOT NULL DEFAULT 'RS256';
