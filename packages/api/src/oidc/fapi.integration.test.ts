import * as oauth from 'oauth4webapi';
import { describe, expect, it } from 'vitest';
import { serveForThisFile } from '../../test/serve-for-this-file';

// oauth4webapi as the relying party: the strict client FAPI 2.0's own tests are built on.
const server = await serveForThisFile();
const issuer = new URL(server.origin);
// eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on loopback, tests only
const insecure = { [oauth.allowInsecureRequests]: true };

describe('RFC 8414 authorization server metadata', () => {
  it('is the discovery document, found by an OAuth-only client', async () => {
    const response = await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...insecure });
    expect(new URL(response.url).pathname).toBe('/.well-known/oauth-authorization-server');
    const metadata = await oauth.processDiscoveryResponse(issuer, response);
    const openid = await (await fetch(`${server.origin}/.well-known/openid-configuration`)).json();
    expect(metadata).toEqual(openid);
    expect(metadata.issuer).toBe(server.origin);
  });
});
