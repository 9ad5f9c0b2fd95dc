import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool, getDb } from '@coffer/db';
import { getEnv } from '@coffer/env';
import { verifyClientAssertion } from './client-auth/verify-client-assertion';
import { CLIENT_ASSERTION_TYPE } from './oidc-constants';
import { listenToSharedCacheChanges } from './shared-cache';
import { generateSigningKey } from './signing-keys/generate-signing-key';
import { getActiveSigningKey } from './signing-keys/get-active-signing-key';

// Another Coffer process (or `pnpm cli`): a pool of its own, which never touches this
// process's caches. Only the database's notification can tell this process.
const elsewhere = createPool(getEnv().databaseUrl!, 1);
afterAll(() => elsewhere.end());
// Until this process hears the channel, the caches keep nothing (and so cannot be stale).
beforeAll(listenToSharedCacheChanges);

// Well under the 5 s the caches used to keep a value for: only the notification can make it.
const NOTICE_TIMEOUT_MS = 2_000;
const TOKEN_ENDPOINT = `${getEnv().appOrigin}/oauth2/token`;

type Key = { kid: string; privateKey: CryptoKey; jwks: { keys: JWK[] } };

async function newKey(): Promise<Key> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  return { kid, privateKey, jwks: { keys: [{ ...(await exportJWK(publicKey)), kid }] } };
}

/** Whether this process accepts a fresh assertion of `clientId` signed with `key`. */
async function accepts(clientId: string, key: Key): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const assertion = await new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer(clientId)
    .setSubject(clientId)
    .setAudience(TOKEN_ENDPOINT)
    .setJti(randomUUID())
    .setIssuedAt(now)
    .setExpirationTime(now + 60)
    .sign(key.privateKey);
  try {
    await verifyClientAssertion(
      { client_assertion_type: CLIENT_ASSERTION_TYPE, client_assertion: assertion },
      TOKEN_ENDPOINT,
    );
    return 'accepted';
  } catch (error) {
    return (error as Error).message;
  }
}

describe('what one process keeps of what another may change', () => {
  it("a client's keys replaced elsewhere: the old key is refused here at once", async () => {
    const [oldKey, newKeyOfClient] = [await newKey(), await newKey()];
    const id = `client-${randomUUID()}`;
    await getDb().oAuthClient.create({
      data: { id, name: 'Portal', grantTypes: ['client_credentials'], jwks: oldKey.jwks },
    });
    expect(await accepts(id, oldKey)).toBe('accepted');
    await elsewhere.query('UPDATE "OAuthClient" SET "jwks" = $1 WHERE "id" = $2', [
      JSON.stringify(newKeyOfClient.jwks),
      id,
    ]);
    await expect
      .poll(() => accepts(id, oldKey), { timeout: NOTICE_TIMEOUT_MS, interval: 50 })
      .toBe('client_assertion key is not registered');
    expect(await accepts(id, newKeyOfClient)).toBe('accepted');

    await elsewhere.query('DELETE FROM "OAuthClient" WHERE "id" = $1', [id]);
    await expect
      .poll(() => accepts(id, newKeyOfClient), { timeout: NOTICE_TIMEOUT_MS, interval: 50 })
      .toBe('unknown client');
  });

  it('a signing key made elsewhere to sign now signs here at once', async () => {
    const before = await getActiveSigningKey({ alg: 'ES256' });
    // Written through the database only: this process's cache is not told.
    const rotated = await getDb().signingKey.create({
      data: { ...(await generateSigningKey({ alg: 'ES256' })), activeFrom: new Date() },
    });
    expect(rotated.id).not.toBe(before.kid);
    await expect
      .poll(async () => (await getActiveSigningKey({ alg: 'ES256' })).kid, {
        timeout: NOTICE_TIMEOUT_MS,
        interval: 50,
      })
      .toBe(rotated.id);
  });

  // Last: the caches keep nothing until this process hears the channel again.
  it('a change made while the LISTEN connection was down is obeyed too', async () => {
    const [oldKey, newKeyOfClient] = [await newKey(), await newKey()];
    const id = `client-${randomUUID()}`;
    await getDb().oAuthClient.create({
      data: { id, name: 'Portal', grantTypes: ['client_credentials'], jwks: oldKey.jwks },
    });
    expect(await accepts(id, oldKey)).toBe('accepted');
    // A restart or failover of the database ends the connection; the change below is
    // notified to nobody in this process.
    const listener = `FROM pg_stat_activity
      WHERE "query" LIKE 'LISTEN %coffer_shared_cache%' AND "datname" = current_database()`;
    const ended = await elsewhere.query(`SELECT pg_terminate_backend("pid") ${listener}`);
    expect(ended.rowCount).toBe(1);
    // Gone, so that it cannot hear the change; this process reconnects 500 ms after noticing.
    await expect.poll(async () => (await elsewhere.query(`SELECT 1 ${listener}`)).rowCount).toBe(0);
    await elsewhere.query('UPDATE "OAuthClient" SET "jwks" = $1 WHERE "id" = $2', [
      JSON.stringify(newKeyOfClient.jwks),
      id,
    ]);
    await expect
      .poll(() => accepts(id, oldKey), { timeout: NOTICE_TIMEOUT_MS, interval: 50 })
      .toBe('client_assertion key is not registered');
  });
});
