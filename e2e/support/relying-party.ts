import { execFile } from 'node:child_process';
import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

/**
 * A client registered once per worker, as an operator does it (`pnpm cli client create`,
 * contract §11). The CLI shares the e2e server's embedded PostgreSQL through COFFER_HOME.
 */
export function relyingParty(): Promise<RelyingParty> {
  registration ??= registerRelyingParty();
  return registration;
}

async function registerRelyingParty(): Promise<RelyingParty> {
  const name = 'Example Shop';
  const redirectUri = `${RELYING_PARTY_ORIGIN}/callback`;
  const tosUri = `${RELYING_PARTY_ORIGIN}/terms`;
  const policyUri = `${RELYING_PARTY_ORIGIN}/privacy`;
  const folder = await mkdtemp(path.join(tmpdir(), 'coffer-e2e-rp-'));
  try {
    const jwksFile = path.join(folder, 'jwks.json');
    await writeFile(jwksFile, JSON.stringify(publicJwks()));
    const { stdout } = await promisify(execFile)(
      'pnpm',
      [
        ...['-s', 'cli', 'client', 'create', '--name', name, '--redirect-uri', redirectUri],
        ...['--jwks', jwksFile, '--tos-uri', tosUri, '--policy-uri', policyUri],
      ],
      { cwd: REPO_ROOT, env: { ...process.env, ...APP_SERVER_ENV } },
    );
    const client = JSON.parse(stdout) as { id: string };
    return { clientId: client.id, name, redirectUri, tosUri, policyUri };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/**
 * private_key_jwt needs a registered public key; these tests never exchange the code, so
 * the private half is not kept.
 */
function publicJwks() {
  const { publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return {
    keys: [{ ...publicKey.export({ format: 'jwk' }), kid: 'e2e', alg: 'ES256', use: 'sig' }],
  };
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
