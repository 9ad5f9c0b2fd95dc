/**
 * A token lives no longer than the provider session it was issued in (docs/oidc.md): when a
 * new sign-in replaces a browser's session, or a session is signed out, a copy of its token
 * stops working, even where only the session's row was marked (the replacing sign-in marks
 * the session, not its tokens).
 */
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { checkWatchedAccessTokens, watchAccessToken } from '@coffer/domain/sessions';
import { createBrowserSession, createIdentity } from '@coffer/domain/test-factories';
import { handleRestRequest } from '../http-routes';

function whoAmI(headers: Headers) {
  return handleRestRequest(new Request('http://localhost:3000/api/auth/session', { headers }));
}

async function endSessionRowOnly(sessionId: string) {
  await getDb().providerSession.update({
    where: { id: sessionId },
    data: { revokedAt: new Date() },
  });
}

describe('a token whose session ended', () => {
  it('is refused, though its own row was never revoked', async () => {
    const identity = await createIdentity();
    const browser = await createBrowserSession({ identityId: identity.id });
    expect((await whoAmI(browser.headers())).status).toBe(200);
    await endSessionRowOnly(browser.sessionId);
    expect((await whoAmI(browser.headers())).status).toBe(401);
    const token = await getDb().accessToken.findUniqueOrThrow({
      where: { id: browser.accessTokenId },
    });
    expect(token.revokedAt).toBeNull();
  });

  it("is refused when the session is only its code's (a relying party's token)", async () => {
    const identity = await createIdentity();
    const browser = await createBrowserSession({ identityId: identity.id });
    const token = await getDb().accessToken.findUniqueOrThrow({
      where: { id: browser.accessTokenId },
      select: { clientId: true },
    });
    const code = await getDb().authorizationCode.create({
      data: {
        codeHash: `test-${browser.accessTokenId}`,
        clientId: token.clientId,
        identityId: identity.id,
        sessionId: browser.sessionId,
        redirectUri: 'http://localhost:3000/auth/callback',
        acr: 1,
        authTime: new Date(),
        expiresAt: new Date(Date.now() + 60_000),
        usedAt: new Date(),
      },
      select: { id: true },
    });
    // Issued from the code, with no session of its own: the exchange of a code whose
    // session was signed out meanwhile gives such a token.
    await getDb().accessToken.update({
      where: { id: browser.accessTokenId },
      data: { sessionId: null, authorizationCodeId: code.id },
    });
    expect((await whoAmI(browser.headers())).status).toBe(200);
    await endSessionRowOnly(browser.sessionId);
    expect((await whoAmI(browser.headers())).status).toBe(401);
  });

  it('ends the live streams opened with it at the next check', async () => {
    const identity = await createIdentity();
    const browser = await createBrowserSession({ identityId: identity.id });
    let ended = false;
    const stop = await watchAccessToken(browser.accessTokenId, () => (ended = true));
    await checkWatchedAccessTokens();
    expect(ended).toBe(false);
    await endSessionRowOnly(browser.sessionId);
    await checkWatchedAccessTokens();
    expect(ended).toBe(true);
    stop();
  });

  it('leaves the tokens of sessions still open alone', async () => {
    const identity = await createIdentity();
    const ending = await createBrowserSession({ identityId: identity.id });
    const staying = await createBrowserSession({ identityId: identity.id });
    await endSessionRowOnly(ending.sessionId);
    expect((await whoAmI(staying.headers())).status).toBe(200);
  });
});
