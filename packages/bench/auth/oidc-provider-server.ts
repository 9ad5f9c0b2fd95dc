// Child process of the benchmark: oidc-provider v9 on its own port and event loop, as
// Coffer's server has its own. Configured like Coffer for the exchange being measured:
// private_key_jwt only, the client's ES256 JWK set, code flow without required PKCE,
// ID tokens signed RS256 with a key of Coffer's size.
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider, type Client } from 'oidc-provider';
import { MapAdapter } from './map-adapter';
import type { ChildMessage, OidcProviderSetup, ParentMessage } from './oidc-provider-protocol';

const ACCOUNT_ID = 'bench-account';

const setup = JSON.parse(process.argv[2] ?? '{}') as OidcProviderSetup;
const { privateKey } = await generateKeyPair('RS256', {
  modulusLength: setup.rsaModulusLength,
  extractable: true,
});
const signingJwk = {
  ...(await exportJWK(privateKey)),
  kid: 'bench-rs256',
  alg: 'RS256',
  use: 'sig',
};

// Listening first: the issuer names the port.
const server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
const issuer = `http://127.0.0.1:${address.port}`;

const provider = new Provider(issuer, {
  clients: [
    {
      client_id: setup.clientId,
      token_endpoint_auth_method: 'private_key_jwt',
      jwks: { keys: [setup.clientPublicJwk] },
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [setup.redirectUri],
      id_token_signed_response_alg: 'RS256',
    },
  ],
  jwks: { keys: [signingJwk] },
  findAccount: (_context, accountId) => ({ accountId, claims: () => ({ sub: accountId }) }),
  adapter: MapAdapter,
  clientAuthMethods: ['private_key_jwt'],
  responseTypes: ['code'],
  // Coffer too accepts a code without PKCE challenge when the request carried a nonce.
  pkce: { required: () => false },
  // Codes are minted directly, never through the interaction pages.
  features: { devInteractions: { enabled: false } },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  // Coffer's lifetimes (docs/oidc.md); the grant lives as long as its tokens.
  ttl: { AuthorizationCode: 60, AccessToken: 3600, IdToken: 3600, Grant: 3600 },
});
provider.on('server_error', (_context, error) => console.error('[oidc-provider]', error));
server.on('request', provider.callback());

const client = await findRegisteredClient(setup.clientId);

/** A code as the authorization endpoint stores it after a login and consent to openid. */
async function mintCode(): Promise<string> {
  const grant = new provider.Grant({ accountId: ACCOUNT_ID, clientId: setup.clientId });
  grant.addOIDCScope('openid');
  const code = new provider.AuthorizationCode({
    accountId: ACCOUNT_ID,
    client,
    grantId: await grant.save(),
    redirectUri: setup.redirectUri,
    scope: 'openid',
    nonce: randomBytes(16).toString('base64url'),
    authTime: Math.floor(Date.now() / 1000),
    acr: '1',
    amr: ['identity:emailed_code'],
  });
  return code.save();
}

async function findRegisteredClient(clientId: string): Promise<Client> {
  const registered = await provider.Client.find(clientId);
  if (!registered) throw new Error(`oidc-provider does not know client ${clientId}`);
  return registered;
}

function send(message: ChildMessage): void {
  process.send?.(message);
}

process.on('message', (message) => {
  const request = message as ParentMessage;
  void (async () => {
    const codes: string[] = [];
    for (let minted = 0; minted < request.count; minted++) codes.push(await mintCode());
    send({ type: 'minted', codes });
  })();
});
// The benchmark disconnects when it is done (or gone).
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', issuer, tokenEndpoint: `${issuer}/token` });
