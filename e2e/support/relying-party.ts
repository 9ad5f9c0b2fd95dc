import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createRelyingPartyKey } from '@coffer/api/test-relying-party';
import { APP_ORIGIN, APP_SERVER_ENV } from './e2e-settings';

/** A relying party that does not exist: tests read the requests the browser makes to it. */
const RELYING_PARTY_ORIGIN = 'https://shop.e2e.test';

export type RelyingParty = {
  clientId: string;
  name: string;
  redirectUri: string;
  tosUri: string;
  policyUri: string;
};

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

let registration: Promise<RelyingParty> | undefined;

/** A client registered once per worker (registerClientWithCli). */
export function relyingParty(): Promise<RelyingParty> {
  registration ??= registerRelyingParty();
  return registration;
}

async function registerRelyingParty(): Promise<RelyingParty> {
  const name = 'Example Shop';
  const redirectUri = `${RELYING_PARTY_ORIGIN}/callback`;
  const tosUri = `${RELYING_PARTY_ORIGIN}/terms`;
  const policyUri = `${RELYING_PARTY_ORIGIN}/privacy`;
  // private_key_jwt needs a registered public key; these tests never exchange the code.
  const { jwks } = await createRelyingPartyKey();
  const clientId = await registerClientWithCli(name, jwks, [
    ...['--redirect-uri', redirectUri, '--tos-uri', tosUri, '--policy-uri', policyUri],
  ]);
  return { clientId, name, redirectUri, tosUri, policyUri };
}

/**
 * Registers a client as an operator does (`pnpm cli client create`, docs/operations.md), with
 * its JWK set and the CLI's other options; the CLI shares the e2e server's embedded
 * PostgreSQL through COFFER_HOME. Answers the client id.
 */
export async function registerClientWithCli(
  name: string,
  jwks: object,
  options: string[],
): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'coffer-e2e-rp-'));
  try {
    const jwksFile = path.join(folder, 'jwks.json');
    await writeFile(jwksFile, JSON.stringify(jwks));
    const { stdout } = await promisify(execFile)(
      'pnpm',
      ['-s', 'cli', 'client', 'create', '--name', name, '--jwks', jwksFile, ...options],
      { cwd: REPO_ROOT, env: { ...process.env, ...APP_SERVER_ENV } },
    );
    return (JSON.parse(stdout) as { id: string }).id;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The authorization request of a relying party asking for both legal scopes (PKCE S256). */
export function authorizationUrl(client: RelyingParty, state: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: client.clientId,
    redirect_uri: client.redirectUri,
    response_type: 'code',
    scope: 'openid tos privacy_policy',
    state,
    nonce: randomBytes(16).toString('base64url'),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  });
  return `${APP_ORIGIN}/oauth2/auth?${query.toString()}`;
}
