/** The organization token: obtained with private_key_jwt, cached, renewed before expiry. */
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { TokenError } from '../src';
import { TOKEN_TTL_SECONDS } from './global-setup';
import { organizationFixture } from './organization-fixture';

describe('the organization token', () => {
  it('is reused while valid and renewed before it expires', async () => {
    const org = await organizationFixture();
    const tokenRequests = () => org.requests.filter((request) => request === 'POST /oauth2/token');
    expect(await org.coffer.organizationId()).toBe(org.organizationId);
    await org.coffer.datatags.create('First');
    await org.coffer.datatags.list().toArray();
    expect(tokenRequests()).toHaveLength(1);
    // Past the token's lifetime (ORGANIZATION_TOKEN_TTL_SECONDS of the running Coffer): a token
    // kept until then would be refused as expired.
    await sleep(TOKEN_TTL_SECONDS * 1000 + 200);
    expect((await org.coffer.datatags.list().toArray()).map((tag) => tag.name)).toEqual(['First']);
    expect(tokenRequests()).toHaveLength(2);
  });

  it('shares one token request between concurrent calls', async () => {
    const org = await organizationFixture();
    await Promise.all([
      org.coffer.datatags.list().toArray(),
      org.coffer.datatags.list().toArray(),
      org.coffer.boxes.count(),
    ]);
    expect(org.requests.filter((request) => request === 'POST /oauth2/token')).toHaveLength(1);
  });

  it('surfaces a key the client does not have as a TokenError', async () => {
    const org = await organizationFixture();
    const stranger = await organizationFixture();
    const coffer = org.client({ privateKey: stranger.privateKey });
    const refusal = await coffer.datatags
      .list()
      .toArray()
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(TokenError);
    expect(refusal).toMatchObject({ status: 401, error: 'invalid_client' });
  });
});
