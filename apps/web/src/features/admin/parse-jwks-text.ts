import { findJwkPrivateMember } from '@coffer/crypto';

export type ParsedJwksText =
  | { kind: 'jwks'; jwks: { keys: Record<string, unknown>[] } }
  | { kind: 'not_json' }
  | { kind: 'not_jwks' }
  | { kind: 'private_key' };

/**
 * What a person pasted as a JWK set, before the server checks the keys themselves. A
 * single JWK is taken as a set of one, as people often paste the key alone. A private key
 * is refused here, so that it never leaves the browser.
 */
export function parseJwksText(text: string): ParsedJwksText {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: 'not_json' };
  }
  if (!isObject(value)) return { kind: 'not_jwks' };
  if (!('keys' in value)) {
    if (!('kty' in value)) return { kind: 'not_jwks' };
    return findJwkPrivateMember(value) === undefined
      ? { kind: 'jwks', jwks: { keys: [value] } }
      : { kind: 'private_key' };
  }
  const keys = value['keys'];
  if (!Array.isArray(keys) || !keys.every(isObject)) return { kind: 'not_jwks' };
  if (keys.some((key) => findJwkPrivateMember(key) !== undefined)) return { kind: 'private_key' };
  return { kind: 'jwks', jwks: { ...value, keys } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
