/**
 * A signing key is in the JWKS before it signs and after it stops (docs/oidc.md#signing-keys),
 * checked with openid-client as the relying party: it keeps the JWKS it read and reads it again
 * for an unknown kid only once its copy is 60 s old, as oauth4webapi does.
 */
import { decodeProtectedHeader } from 'jose';
import * as oidc from 'openid-client';
import { getDb } from '@coffer/db';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ID_TOKEN_ALGORITHMS,
  listenToSharedCacheChanges,
  rotateSigningKeys,
} from '@coffer/domain/oidc';
import { createRelyingParty, idTokenThroughCodeFlow } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';

const server = await serveForThisFile();
const rp = await createRelyingParty(server.origin);
// Checks the ID token's signature against the JWKS (the code flow alone relies on TLS).
oidc.enableNonRepudiationChecks(rp.config);

// The active keys are kept in memory while this process hears the database's notices: the
// tests check that a kept key gives way when its successor's time comes.
beforeAll(listenToSharedCacheChanges);
afterEach(() => {
  vi.useRealTimers();
});

/** The code flow, openid-client checking the ID token; returns the kid that signed it. */
async function idTokenKid(): Promise<string> {
  return decodeProtectedHeader(await idTokenThroughCodeFlow(rp)).kid ?? '';
}

async function publishedKids(): Promise<string[]> {
  const jwks = (await (await fetch(`${server.origin}/oauth2/jwks`)).json()) as {
    keys: { kid: string }[];
  };
  return jwks.keys.map((key) => key.kid);
}

describe('signing keys', () => {
  // First: the file's database is new, and nothing has signed yet.
  it('publishes a key of every algorithm at start, before the first ID token it signs', async () => {
    const jwks = (await (await fetch(`${server.origin}/oauth2/jwks`)).json()) as {
      keys: { kid: string; alg: string }[];
    };
    expect(jwks.keys.map((key) => key.alg).sort()).toEqual([...ID_TOKEN_ALGORITHMS].sort());
    expect(jwks.keys.map((key) => key.kid)).toContain(await idTokenKid());
  });

  it('signs with the old key until the new one’s time; openid-client verifies every token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    // openid-client reads the JWKS here and keeps it.
    const oldKid = await idTokenKid();

    const rotation = await rotateSigningKeys();
    const newKey = rotation.created.find((key) => key.alg === 'RS256');
    // OIDC_NEW_KEY_DELAY_SECONDS, 10 min by default.
    expect(newKey?.activeFrom.getTime()).toBe(start + 600_000);
    // In the JWKS at once, before it signs; the current key is still there and still signs,
    // so the relying party's copy of the JWKS, read less than 60 s ago, still verifies.
    expect(await publishedKids()).toEqual(expect.arrayContaining([newKey?.id, oldKid]));
    expect(await idTokenKid()).toBe(oldKid);
    vi.setSystemTime(start + 599_000);
    expect(await idTokenKid()).toBe(oldKid);

    // From its time, the new key signs; the relying party has read the JWKS again.
    vi.setSystemTime(start + 600_000);
    expect(await idTokenKid()).toBe(newKey?.id);
    // The retired key stays published while a token it signed may be valid (1 hour), no longer.
    vi.setSystemTime(start + 600_000 + 3_599_000);
    expect(await publishedKids()).toContain(oldKid);
    vi.setSystemTime(start + 600_000 + 3_601_000);
    const published = await publishedKids();
    expect(published).not.toContain(oldKid);
    expect(published).toHaveLength(ID_TOKEN_ALGORITHMS.length);
  });

  it('a second rotation before the first one’s time hands over in turn', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Past every hand-over of the test above.
    const start = Date.now() + 2 * 3600_000;
    vi.setSystemTime(start);
    const current = await idTokenKid();
    const first = (await rotateSigningKeys()).created.find((key) => key.alg === 'RS256');
    vi.setSystemTime(start + 300_000);
    const second = (await rotateSigningKeys()).created.find((key) => key.alg === 'RS256');
    expect(await idTokenKid()).toBe(current);
    vi.setSystemTime(start + 600_000);
    expect(await idTokenKid()).toBe(first?.id);
    vi.setSystemTime(start + 900_000);
    expect(await idTokenKid()).toBe(second?.id);
    expect(await publishedKids()).toEqual(expect.arrayContaining([current, first?.id]));
  });

  it('with --now, stops at once every key that was still signing, a pending hand-over too', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now() + 6 * 3600_000;
    vi.setSystemTime(start);
    const leaked = await idTokenKid();
    await rotateSigningKeys();
    vi.setSystemTime(start + 60_000);
    const now = (await rotateSigningKeys({ signAtOnce: true })).created.find(
      (key) => key.alg === 'RS256',
    );
    expect(await idTokenKid()).toBe(now?.id);
    const row = await getDb().signingKey.findUniqueOrThrow({ where: { id: leaked } });
    expect(row.retiredAt?.getTime()).toBeLessThanOrEqual(start + 60_000);
  });
});
