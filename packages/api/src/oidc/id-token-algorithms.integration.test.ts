import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import { describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { ID_TOKEN_ALGORITHMS, rotateSigningKeys } from '@coffer/domain/oidc';
import { createRelyingParty, idTokenThroughCodeFlow } from '../../test/register-relying-party';
import { serveForThisFile } from '../../test/serve-for-this-file';

const server = await serveForThisFile();
// Read afresh for each check: each stands alone, as a relying party that never read it.
const publishedKeys = () => createRemoteJWKSet(new URL(`${server.origin}/oauth2/jwks`));

/** The code flow for a client that registered `alg`, openid-client checking the answer. */
async function idTokenFor(alg: (typeof ID_TOKEN_ALGORITHMS)[number]) {
  const rp = await createRelyingParty(server.origin, { idTokenSignedResponseAlg: alg });
  return { rp, idToken: await idTokenThroughCodeFlow(rp) };
}

describe('ID token algorithms (id_token_signed_response_alg)', () => {
  it('lists every algorithm in discovery', async () => {
    const discovery = (await (
      await fetch(`${server.origin}/.well-known/openid-configuration`)
    ).json()) as { id_token_signing_alg_values_supported: string[] };
    expect(discovery.id_token_signing_alg_values_supported).toEqual([
      'RS256',
      'ES256',
      'PS256',
      'EdDSA',
    ]);
  });

  it.each(ID_TOKEN_ALGORITHMS)(
    'signs the ID token of a %s client with a published key of it',
    async (alg) => {
      const { rp, idToken } = await idTokenFor(alg);
      expect(decodeProtectedHeader(idToken).alg).toBe(alg);
      const { payload } = await jwtVerify(idToken, publishedKeys(), {
        issuer: server.origin,
        audience: rp.clientId,
        algorithms: [alg],
      });
      expect(payload.sub).toBeTruthy();
    },
  );

  it('makes RSA keys of OIDC_RSA_KEY_BITS, 2048 by default', async () => {
    await idTokenFor('RS256');
    const published = (await (await fetch(`${server.origin}/oauth2/jwks`)).json()) as {
      keys: { alg: string; n?: string }[];
    };
    const rsa = published.keys.filter((key) => key.alg === 'RS256' || key.alg === 'PS256');
    expect(rsa.length).toBeGreaterThan(0);
    for (const key of rsa) expect(Buffer.from(key.n ?? '', 'base64url').length * 8).toBe(2048);
  });

  it('keeps the keys of every algorithm published after a rotation', async () => {
    const { idToken } = await idTokenFor('EdDSA');
    await rotateSigningKeys();
    const rotated = await getDb().signingKey.findMany({ where: { retiredAt: null } });
    expect(rotated.map((key) => key.alg).sort()).toEqual([...ID_TOKEN_ALGORITHMS].sort());
    // The token signed before the rotation still verifies against the published set.
    await expect(jwtVerify(idToken, publishedKeys())).resolves.toBeTruthy();
  });
});

describe('registering the algorithm', () => {
  it('refuses an algorithm the provider does not sign with, and registers nothing', async () => {
    const before = await getDb().oAuthClient.count();
    await expect(
      createRelyingParty(server.origin, {
        idTokenSignedResponseAlg: 'HS256' as (typeof ID_TOKEN_ALGORITHMS)[number],
      }),
    ).rejects.toThrow(/RS256, ES256, PS256, EdDSA/);
    expect(await getDb().oAuthClient.count()).toBe(before);
  });
});
