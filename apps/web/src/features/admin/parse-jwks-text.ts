export type ParsedJwksText =
  | { kind: 'jwks'; jwks: { keys: Record<string, unknown>[] } }
  | { kind: 'not_json' }
  | { kind: 'not_jwks' };

/**
 * What a person pasted as a JWK set, before the server checks the keys themselves. A
 * single JWK is taken as a set of one, as people often paste the key alone.
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
    return 'kty' in value ? { kind: 'jwks', jwks: { keys: [value] } } : { kind: 'not_jwks' };
  }
  const keys = value['keys'];
  if (!Array.isArray(keys) || !keys.every(isObject)) return { kind: 'not_jwks' };
  return { kind: 'jwks', jwks: { ...value, keys } };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
