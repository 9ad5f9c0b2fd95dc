import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT, type JWK } from 'jose';
import { TokenError } from '../errors';
import type { Transport } from './transport';

const ASSERTION_TYPE = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** Coffer accepts assertions at most 5 minutes ahead (docs/oidc.md); one minute is plenty. */
const ASSERTION_LIFETIME_SECONDS = 60;
/** Renew this long before expiry, or a tenth of the lifetime when tokens are shorter-lived. */
const RENEWAL_MARGIN_MS = 60_000;

export type OrganizationTokenOptions = {
  origin: string;
  clientId: string;
  /** The private JWK whose public half is registered for the client (EC P-256, Ed25519 or RSA). */
  privateKey: JWK;
  transport: Transport;
};

type CachedToken = { value: string; renewAt: number };

/**
 * The organization's access token: `client_credentials` with a `private_key_jwt` assertion
 * (docs/oidc.md#organization-tokens), kept in memory and renewed before it expires, or at once
 * when Coffer refuses it (drop). Concurrent calls share one token request.
 */
export class OrganizationToken {
  readonly #options: OrganizationTokenOptions;
  #cached: CachedToken | null = null;
  #pending: Promise<CachedToken> | null = null;

  constructor(options: OrganizationTokenOptions) {
    this.#options = options;
  }

  async get(): Promise<string> {
    if (this.#cached && Date.now() < this.#cached.renewAt) return this.#cached.value;
    this.#pending ??= this.#request().finally(() => {
      this.#pending = null;
    });
    this.#cached = await this.#pending;
    return this.#cached.value;
  }

  /** Forgets `value` (Coffer answered 401 to it): the next `get` asks for a new token. */
  drop(value: string): void {
    if (this.#cached?.value === value) this.#cached = null;
  }

  async #request(): Promise<CachedToken> {
    const { origin, clientId, transport } = this.#options;
    const requestedAt = Date.now();
    // Each attempt signs a new assertion: Coffer takes an assertion's jti once.
    const response = await transport.send({
      options: {},
      repeatable: true,
      build: async () =>
        new Request(new URL('/oauth2/token', origin), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            grant_type: 'client_credentials',
            client_id: clientId,
            client_assertion_type: ASSERTION_TYPE,
            client_assertion: await this.#assertion(),
          }),
        }),
    });
    const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
    if (!response.ok || typeof body['access_token'] !== 'string') {
      throw new TokenError(
        response.status,
        typeof body['error'] === 'string' ? body['error'] : 'invalid_response',
        typeof body['error_description'] === 'string' ? body['error_description'] : undefined,
      );
    }
    const lifetimeMs = Number(body['expires_in']) * 1000;
    const margin = Math.min(RENEWAL_MARGIN_MS, lifetimeMs / 10);
    // Counted from before the request, so the token is renewed early rather than late.
    return { value: body['access_token'], renewAt: requestedAt + lifetimeMs - margin };
  }

  async #assertion(): Promise<string> {
    const { origin, clientId, privateKey } = this.#options;
    const alg = privateKey.alg ?? algorithmOf(privateKey);
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({})
      .setProtectedHeader(privateKey.kid ? { alg, kid: privateKey.kid } : { alg })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(origin)
      .setIssuedAt(now)
      .setExpirationTime(now + ASSERTION_LIFETIME_SECONDS)
      .setJti(randomUUID())
      .sign(await importJWK(privateKey, alg));
  }
}

/** The signing algorithm of a key Coffer accepts for machine clients (docs/boxes.md#machine-clients). */
function algorithmOf(key: JWK): string {
  if (key.kty === 'EC' && key.crv === 'P-256') return 'ES256';
  if (key.kty === 'OKP' && key.crv === 'Ed25519') return 'EdDSA';
  if (key.kty === 'RSA') return 'RS256';
  throw new TypeError('privateKey: an EC P-256, Ed25519 or RSA private JWK is expected');
}
