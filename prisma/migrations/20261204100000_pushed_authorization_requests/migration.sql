-- Pushed Authorization Requests (RFC 9126, docs/oidc.md#pushed-authorization-requests): a client
-- may be made to send its requests only this way, and a pushed request waits here, checked,
-- until the browser brings its request_uri once, within 60 s. Only the request_uri's hash is kept.
ALTER TABLE "OAuthClient" ADD COLUMN "requirePushedAuthorizationRequests" BOOLEAN NOT NULL DEFAULT false;

CREATE TABLE "PushedAuthorizationRequest" (
    "requestUriHash" TEXT NOT NULL,
    "clientId" TEXT NOT NULL,
    "parameters" JSONB NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "PushedAuthorizationRequest_pkey" PRIMARY KEY ("requestUriHash")
);

CREATE INDEX "PushedAuthorizationRequest_expiresAt_idx" ON "PushedAuthorizationRequest"("expiresAt");

ALTER TABLE "PushedAuthorizationRequest" ADD CONSTRAINT "PushedAuthorizationRequest_clientId_fkey" FOREIGN KEY ("clientId") REFERENCES "OAuthClient"("id") ON DELETE CASCADE ON UPDATE CASCADE;
