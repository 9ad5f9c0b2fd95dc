-- The codes of a session, which a login that replaces it and every way it ends look up to tell
-- its relying parties (docs/oidc.md#logout-relying-parties-hear-about); codes grow with every
-- sign-in, so the lookup must not scan them.
CREATE INDEX "AuthorizationCode_sessionId_idx" ON "AuthorizationCode"("sessionId");
