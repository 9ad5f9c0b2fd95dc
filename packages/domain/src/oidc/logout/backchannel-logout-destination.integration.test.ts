/**
 * A back-channel logout goes to the relying party's server as a webhook would, under the same
 * rule (docs/oidc.md#logout-relying-parties-hear-about): with WEBHOOK_PRIVATE_NETWORKS=deny,
 * the default, an address that is not https or plainly not public is refused at registration,
 * and one that turns out private (a name, or a row changed since) is refused at delivery.
 */
import { generateKeyPairSync } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { getDb } from '@coffer/db';
import { createIdentity } from '../../../test/factories';
import { createClient } from '../clients/create-client';
import { deliverBackchannelLogout } from './deliver-backchannel-logout';

process.env['WEBHOOK_PRIVATE_NETWORKS'] = 'deny';

const jwks = {
  keys: [generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey.export({ format: 'jwk' })],
};
const register = (backchannelLogoutUri: string) =>
  createClient({
    name: 'Portal',
    redirectUris: ['https://portal.example/callback'],
    jwks,
    backchannelLogoutUri,
  });

describe('with WEBHOOK_PRIVATE_NETWORKS=deny', () => {
  it('refuses at registration a backchannel_logout_uri that is not https, or not public', async () => {
    const before = await getDb().oAuthClient.count();
    await expect(register('http://portal.example/logout')).rejects.toThrow(/https/);
    for (const uri of [
      'http://127.0.0.1:8080/logout',
      'https://localhost/logout',
      'https://10.0.0.5/logout',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/logout',
    ]) {
      await expect(register(uri), uri).rejects.toMatchObject({
        code: 'bad_request',
        details: { backchannel_logout_uri: 'forbidden' },
      });
    }
    expect(await getDb().oAuthClient.count()).toBe(before);
    const allowed = await register('https://portal.example/logout');
    expect(allowed.backchannelLogoutUri).toBe('https://portal.example/logout');
  });

  it('refuses at delivery an address that is private by then, and the job is retried', async () => {
    let reached = 0;
    const rp = createServer((_request, response) => {
      reached += 1;
      response.end();
    });
    await new Promise<void>((resolve) => rp.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => rp.close(() => resolve())));
    const { port } = rp.address() as AddressInfo;
    const client = await register('https://portal.example/logout');
    const identity = await createIdentity();
    for (const uri of [`http://127.0.0.1:${port}/logout`, `http://localhost:${port}/logout`]) {
      await getDb().oAuthClient.update({
        where: { id: client.id },
        data: { backchannelLogoutUri: uri },
      });
      await expect(
        deliverBackchannelLogout({
          clientId: client.id,
          identityId: identity.id,
          sessionId: crypto.randomUUID(),
        }),
        uri,
      ).rejects.toThrow(/not a public address/);
    }
    expect(reached).toBe(0);
  });
});
