-- dpop_jkt (RFC 9449 §10, docs/oidc.md#dpop-sender-constrained-tokens): an authorization
-- request may name the DPoP key its code must be exchanged with; the sign-in keeps it, and so
-- does the code.
ALTER TABLE "LoginChallenge" ADD COLUMN "dpopJkt" TEXT;

ALTER TABLE "AuthorizationCode" ADD COLUMN "dpopJkt" TEXT;
