import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/** The relying party's DPoP key (RFC 9449): ES256, its public half in every proof's header. */
export type DpopKey = { privateKey: CryptoKey; publicJwk: JWK };

export async function createDpopKey(): Promise<DpopKey> {
  const { privateKey, publicKey } = await generateKeyPair('ES256');
  return { privateKey, publicJwk: await exportJWK(publicKey) };
}

/**
 * `count` proofs for a POST to `url`, each with its own jti, carrying the server's `nonce`
 * (undefined: none, to be answered with one). Signed before the measurement like the client
 * assertions; Coffer takes a proof at most a minute old, so they are signed last.
 */
export function presignDpopProofs(options: {
  key: DpopKey;
  url: string;
  nonce: string | undefined;
  count: number;
}): Promise<string[]> {
  const { key, url, nonce } = options;
  const issuedAt = Math.floor(Date.now() / 1000);
  return Promise.all(
    Array.from({ length: options.count }, () =>
      new SignJWT({ htm: 'POST', htu: url, ...(nonce !== undefined && { nonce }) })
        .setProtectedHeader({ alg: 'ES256', typ: 'dpop+jwt', jwk: key.publicJwk })
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .sign(key.privateKey),
    ),
  );
}

/**
 * The server's current DPoP nonce, as a relying party learns it (RFC 9449 §8): one request
 * whose proof has none is refused with `use_dpop_nonce` and the nonce in `DPoP-Nonce`. Both
 * providers check the proof before the code, so `form` needs a valid client assertion only.
 * Nonces live minutes (Coffer's a 5-minute period and the one before): one per run is enough,
 * and no measured request pays this round trip.
 */
export async function fetchDpopNonce(options: {
  key: DpopKey;
  url: string;
  form: Record<string, string>;
}): Promise<string> {
  const [proof] = await presignDpopProofs({ ...options, nonce: undefined, count: 1 });
  const response = await fetch(options.url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', dpop: proof ?? '' },
    body: new URLSearchParams(options.form).toString(),
  });
  const nonce = response.headers.get('dpop-nonce');
  if (response.status !== 400 || nonce === null) {
    throw new Error(
      `${options.url}: expected a 400 with DPoP-Nonce, got ${response.status} ${await response.text()}`,
    );
  }
  return nonce;
}
