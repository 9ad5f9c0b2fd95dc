/**
 * A test relying party's side of private_key_jwt, for every package's tests (imported as
 * `@coffer/api/test-relying-party`): its ES256 key pair and the JWK set to register, its
 * client assertions, and openid-client configured with it. How the client is registered is
 * the caller's (the domain in-process, the CLI in e2e).
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import * as oidc from 'openid-client';

/** Where a test relying party's redirects point: nothing listens there, tests read them. */
export const RELYING_PARTY_REDIRECT_URI = 'http://127.0.0.1:9/callback';

export type RelyingPartyKey = {
  kid: string;
  privateKey: CryptoKey;
  /** The public key as registered: kid, alg ES256, use sig. */
  publicJwk: JWK;
  /** The JWK set to register with Coffer. */
  jwks: { keys: JWK[] };
  /** The private key with its kid, for a relying party configured through its environment. */
  privateJwk: JWK;
};

export async function createRelyingPartyKey(): Promise<RelyingPartyKey> {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES256', use: 'sig' };
  return {
    kid,
    privateKey,
    publicJwk,
    jwks: { keys: [publicJwk] },
    privateJwk: { ...(await exportJWK(privateKey)), kid },
  };
}

/** A client assertion (RFC 7523 §3) of `clientId` for `audience`, with its own jti. */
export function signClientAssertion(
  key: Pick<RelyingPartyKey, 'kid' | 'privateKey'>,
  options: { clientId: string; audience: string; issuedAt?: number; lifetimeSeconds?: number },
): Promise<string> {
  const issuedAt = options.issuedAt ?? Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: key.kid })
    .setIssuer(options.clientId)
    .setSubject(options.clientId)
    .setAudience(options.audience)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + (options.lifetimeSeconds ?? 60))
    .sign(key.privateKey);
}

/** openid-client for the client at `issuer` (discovery), authenticating with private_key_jwt. */
export function relyingPartyConfig(options: {
  issuer: string;
  clientId: string;
  key: Pick<RelyingPartyKey, 'kid' | 'privateKey'>;
  redirectUri?: string;
  /** The algorithm the client registered; openid-client refuses an ID token signed otherwise. */
  idTokenSignedResponseAlg?: string;
}): Promise<oidc.Configuration> {
  return oidc.discovery(
    new URL(options.issuer),
    options.clientId,
    {
      redirect_uris: [options.redirectUri ?? RELYING_PARTY_REDIRECT_URI],
      id_token_signed_response_alg: options.idTokenSignedResponseAlg ?? 'RS256',
    },
    oidc.PrivateKeyJwt({ key: options.key.privateKey, kid: options.key.kid }),
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- plain http on loopback, tests only
    { execute: [oidc.allowInsecureRequests] },
  );
}
