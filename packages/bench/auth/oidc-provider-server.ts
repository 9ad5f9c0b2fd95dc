// Child process of the benchmark: oidc-provider v9 on its own port and event loop, as
// Coffer's server has its own. Configured like Coffer for the exchanges being measured:
// private_key_jwt only, the client's ES256 JWK set, code flow without required PKCE,
// ID tokens signed RS256 (a key of Coffer's size) or ES256, client_credentials for an
// organization's client; its models in memory or in PostgreSQL (postgres-adapter/).
import { createServer } from 'node:http';
import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import { Provider, type Client } from 'oidc-provider';
import { MapAdapter } from './map-adapter';
import { openOidcDatabase } from './postgres-adapter/open-oidc-database';
import { postgresAdapter } from './postgres-adapter/postgres-adapter';
import {
  BENCH_ID_TOKEN_ALGS,
  type BenchIdTokenAlg,
  type ChildMessage,
  type OidcProviderSetup,
  type ParentMessage,
} from './oidc-provider-protocol';

const ACCOUNT_ID = 'bench-account';
// Coffer's default DATABASE_POOL_SIZE.
const POOL_SIZE = 10;
// Coffer's default ORGANIZATION_TOKEN_TTL_SECONDS.
const ORGANIZATION_TOKEN_TTL_SECONDS = 3600;

const setup = JSON.parse(process.argv[2] ?? '{}') as OidcProviderSetup;
const adapter =
  setup.store.kind === 'postgres'
    ? postgresAdapter(await openOidcDatabase(setup.store.databaseUrl, POOL_SIZE))
    : MapAdapter;
const signingJwks = await Promise.all(BENCH_ID_TOKEN_ALGS.map(signingJwk));

// Listening first: the issuer names the port.
const server = createServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (!address || typeof address === 'string') throw new Error('no TCP address');
const issuer = `http://127.0.0.1:${address.port}`;

const provider = new Provider(issuer, {
  clients: [
    ...BENCH_ID_TOKEN_ALGS.map((alg) => ({
      client_id: setup.clientIds[alg],
      token_endpoint_auth_method: 'private_key_jwt' as const,
      jwks: { keys: [setup.clientPublicJwk] },
      grant_types: ['authorization_code'],
      response_types: ['code'],
      redirect_uris: [setup.redirectUri],
      id_token_signed_response_alg: alg,
    })),
    {
      client_id: setup.organizationClientId,
      token_endpoint_auth_method: 'private_key_jwt',
      jwks: { keys: [setup.clientPublicJwk] },
      grant_types: ['client_credentials'],
      response_types: [],
      redirect_uris: [],
    },
  ],
  jwks: { keys: signingJwks },
  findAccount: (_context, accountId) => ({ accountId, claims: () => ({ sub: accountId }) }),
  adapter,
  clientAuthMethods: ['private_key_jwt'],
  responseTypes: ['code'],
  // Coffer too accepts a code without PKCE challenge when the request carried a nonce.
  pkce: { required: () => false },
  features: {
    // Codes are minted directly, never through the interaction pages.
    devInteractions: { enabled: false },
    clientCredentials: { enabled: true },
    // DPoP as Coffer does it (docs/oidc.md): a server nonce in every proof. A request
    // without a DPoP header is untouched by it.
    dPoP: { enabled: true, nonceSecret: randomBytes(32), requireNonce: () => true },
  },
  cookies: { keys: [randomBytes(32).toString('base64url')] },
  // Coffer's lifetimes (docs/oidc.md); the grant lives as long as its tokens.
  ttl: {
    AuthorizationCode: 60,
    AccessToken: 3600,
    IdToken: 3600,
    Grant: 3600,
    ClientCredentials: ORGANIZATION_TOKEN_TTL_SECONDS,
  },
});
provider.on('server_error', (_context, error) => console.error('[oidc-provider]', error));
server.on('request', provider.callback());

async function signingJwk(alg: BenchIdTokenAlg) {
  const { privateKey } = await generateKeyPair(alg, {
    extractable: true,
    ...(alg === 'RS256' ? { modulusLength: setup.rsaModulusLength } : {}),
  });
  return { ...(await exportJWK(privateKey)), kid: `bench-${alg}`, alg, use: 'sig' };
}

/** A code as the authorization endpoint stores it after a login and consent to openid. */
async function mintCode(client: Client): Promise<string> {
  const grant = new provider.Grant({ accountId: ACCOUNT_ID, clientId: client.clientId });
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
    const client = await findRegisteredClient(request.clientId);
    const codes: string[] = [];
    for (let minted = 0; minted < request.count; minted++) codes.push(await mintCode(client));
    send({ type: 'minted', codes });
  })();
});
// The benchmark disconnects when it is done (or gone).
process.on('disconnect', () => process.exit(0));
send({ type: 'ready', issuer, tokenEndpoint: `${issuer}/token` });
