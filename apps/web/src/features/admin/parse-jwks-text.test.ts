import { describe, expect, it } from 'vitest';
import { parseJwksText } from './parse-jwks-text';

describe('parseJwksText', () => {
  it('reads a JWK set, and a lone JWK as a set of one', () => {
    const key = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' };
    expect(parseJwksText(JSON.stringify({ keys: [key] }))).toEqual({
      kind: 'jwks',
      jwks: { keys: [key] },
    });
    expect(parseJwksText(JSON.stringify(key))).toEqual({ kind: 'jwks', jwks: { keys: [key] } });
  });

  it('tells JSON mistakes from JSON that is no JWK set', () => {
    expect(parseJwksText('{"keys": [')).toEqual({ kind: 'not_json' });
    expect(parseJwksText('')).toEqual({ kind: 'not_json' });
    for (const text of ['[]', '"x"', '{"keys": {}}', '{"keys": [1]}', '{"a": 1}', 'null']) {
      expect(parseJwksText(text)).toEqual({ kind: 'not_jwks' });
    }
  });

  it('refuses a private key before it is sent anywhere', () => {
    const key = { kty: 'EC', crv: 'P-256', x: 'x', y: 'y' };
    for (const secret of [
      { ...key, d: 'd' },
      { kty: 'oct', k: 'c2VjcmV0' },
    ]) {
      expect(parseJwksText(JSON.stringify(secret))).toEqual({ kind: 'private_key' });
      expect(parseJwksText(JSON.stringify({ keys: [key, secret] }))).toEqual({
        kind: 'private_key',
      });
    }
  });
});
