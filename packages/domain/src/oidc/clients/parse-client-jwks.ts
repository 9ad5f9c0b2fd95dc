import { importJWK, type JWK } from 'jose';
import { z } from 'zod';
import { findJwkPrivateMember } from '@coffer/crypto';
import { AppError } from '../../errors/app-error';

/** At most this many keys in one set (a rotation needs two; a few spare are plenty). */
export const MAX_CLIENT_JWKS_KEYS = 10;

/** Signature algorithms of client assertions (docs/oidc.md), by key type. */
const ALGORITHMS_BY_KEY_TYPE = {
  EC: ['ES256'],
  RSA: ['RS256', 'PS256'],
  // Ed25519 is EdDSA's fully-specified name (RFC 9864); the token endpoint accepts both.
  OKP: ['EdDSA', 'Ed25519'],
} as const satisfies Record<string, readonly string[]>;

const CURVE_BY_KEY_TYPE = { EC: 'P-256', OKP: 'Ed25519' } as const;

const MIN_RSA_MODULUS_BITS = 2048;

/** 65537, as JWK writes it. */
const RSA_PUBLIC_EXPONENT = 'AQAB';

/** The shape a request carries; parseClientJwks checks what the keys are. */
export const clientJwksInputSchema = z.looseObject({
  keys: z.array(z.looseObject({})).max(MAX_CLIENT_JWKS_KEYS),
});

export type PublicJwkSet = { keys: JWK[] };

/**
 * A JWK set an organization's client signs its assertions with, checked: public keys only
 * (400 `jwks: forbidden` for any private or symmetric member), of a supported type, curve
 * and algorithm, that WebCrypto can import (400 `jwks: invalid` otherwise).
 */
export async function parseClientJwks(jwks: {
  keys: Record<string, unknown>[];
}): Promise<PublicJwkSet> {
  if (jwks.keys.length === 0) throw refused('invalid', 'the JWK set holds no key');
  const kids = new Set<string>();
  for (const [index, jwk] of jwks.keys.entries()) {
    const where = `keys[${String(index)}]`;
    const secret = findJwkPrivateMember(jwk);
    if (secret !== undefined) {
      throw refused(
        'forbidden',
        `${where} holds secret key material ("${secret}"): register public keys only`,
      );
    }
    const algorithm = checkPublicJwk(jwk, where);
    if (typeof jwk['kid'] === 'string') {
      if (kids.has(jwk['kid'])) throw refused('invalid', `${where}: the kid is used twice`);
      kids.add(jwk['kid']);
    }
    let key: CryptoKey | Uint8Array;
    try {
      key = await importJWK(jwk as JWK, algorithm);
    } catch (cause) {
      throw refused('invalid', `${where} is not a valid public key`, cause);
    }
    // The size of the modulus itself: leading zero octets in "n" would pass a length check.
    if (jwk['kty'] === 'RSA' && rsaModulusBits(key) < MIN_RSA_MODULUS_BITS) {
      throw refused('invalid', `${where}: an RSA key needs a modulus of at least 2048 bits`);
    }
  }
  return { keys: jwks.keys };
}

/** The algorithm to import the key with; refuses what the token endpoint would not use. */
function checkPublicJwk(jwk: Record<string, unknown>, where: string): string {
  const kty = jwk['kty'];
  if (kty !== 'EC' && kty !== 'RSA' && kty !== 'OKP') {
    throw refused('invalid', `${where}: kty must be EC, RSA or OKP (asymmetric signing keys)`);
  }
  const allowed: readonly string[] = ALGORITHMS_BY_KEY_TYPE[kty];
  const alg = jwk['alg'];
  if (alg !== undefined && (typeof alg !== 'string' || !allowed.includes(alg))) {
    throw refused('invalid', `${where}: a ${kty} key signs with ${allowed.join(' or ')}`);
  }
  if (jwk['use'] !== undefined && jwk['use'] !== 'sig') {
    throw refused('invalid', `${where}: use must be "sig"`);
  }
  const keyOps = jwk['key_ops'];
  if (keyOps !== undefined && !(Array.isArray(keyOps) && keyOps.includes('verify'))) {
    throw refused('invalid', `${where}: key_ops must allow "verify"`);
  }
  if (jwk['kid'] !== undefined && (typeof jwk['kid'] !== 'string' || jwk['kid'] === '')) {
    throw refused('invalid', `${where}: kid must be a non-empty string`);
  }
  if (kty === 'RSA') {
    // A small exponent (e = 1 makes the signature the message itself) lets anyone who
    // knows the modulus forge assertions: only the universal 65537.
    if (jwk['e'] !== RSA_PUBLIC_EXPONENT) {
      throw refused('invalid', `${where}: an RSA key's public exponent must be 65537 ("AQAB")`);
    }
  } else if (jwk['crv'] !== CURVE_BY_KEY_TYPE[kty]) {
    throw refused('invalid', `${where}: a ${kty} key must be on ${CURVE_BY_KEY_TYPE[kty]}`);
  }
  return typeof alg === 'string' ? alg : (allowed[0] ?? '');
}

function refused(reason: 'forbidden' | 'invalid', desc: string, cause?: unknown): AppError {
  return new AppError('bad_request', { origin: 'body', desc, details: { jwks: reason }, cause });
}

function rsaModulusBits(key: CryptoKey | Uint8Array): number {
  return key instanceof Uint8Array ? 0 : (key.algorithm as RsaHashedKeyAlgorithm).modulusLength;
}
