/**
 * An organization of the running Coffer with a registered machine client, made in Coffer's
 * database by this test process (the server's own factories, as the fault tests do), and the
 * SDK client of that machine.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { inject } from 'vitest';
import { Coffer, type CofferOptions } from '../src';
// The type of inject('coffer'), declared beside the set-up that provides it.
import type {} from './global-setup';

const server = inject('coffer');
// Read once, by the first getEnv() of the test file, which the imports below make.
Object.assign(process.env, {
  DATABASE_URL: server.databaseUrl,
  COFFER_SECRET: server.secret,
  APP_ORIGIN: server.origin,
  COFFER_HOME: server.home,
});
const factories = await import('@coffer/domain/test-factories');
const { createClient } = await import('@coffer/domain/oidc');
const { getDb } = await import('@coffer/db');

export const origin = server.origin;
export { factories, getDb };

export type OrganizationFixture = {
  organizationId: string;
  clientId: string;
  privateKey: JWK;
  /** Every request the SDK made, in order (method and path), for tests of what was sent. */
  requests: string[];
  coffer: Coffer;
  /** Another client of the same machine, with `options` (its own token, its own fetch…). */
  client: (options?: Partial<CofferOptions>) => Coffer;
  /** Writes the private key to `folder` as the key file a program is given (mode 0600). */
  writeKeyFile: (folder: string) => Promise<string>;
};

export async function organizationFixture(): Promise<OrganizationFixture> {
  const organization = await factories.createOrganization();
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = crypto.randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  const client = await createClient({
    name: 'SDK test server',
    redirectUris: [],
    postLogoutRedirectUris: [],
    jwks: { keys: [publicJwk] },
    grantTypes: ['client_credentials'],
    organizationId: organization.id,
  });
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'ES256' };
  const requests: string[] = [];
  const coffer = new Coffer({
    origin,
    clientId: client.id,
    privateKey: privateJwk,
    fetch: (input, init) => {
      // Not through `new Request()`: that would take a streamed upload's body.
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      const url = input instanceof Request ? input.url : String(input);
      requests.push(`${method} ${new URL(url).pathname}`);
      return fetch(input, init);
    },
  });
  return {
    organizationId: organization.id,
    clientId: client.id,
    privateKey: privateJwk,
    requests,
    coffer,
    client: (options = {}) =>
      new Coffer({ origin, clientId: client.id, privateKey: privateJwk, ...options }),
    writeKeyFile: async (folder) => {
      const keyFile = path.join(folder, 'machine.jwk.json');
      await writeFile(keyFile, JSON.stringify(privateJwk), { mode: 0o600 });
      return keyFile;
    },
  };
}
