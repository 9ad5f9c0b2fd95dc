import { decodeBase64Url } from './base64';
import { CryptoError, type CryptoErrorCode } from './errors';

/** Parses JSON text that must be an object; anything else fails with `code`. */
export function parseJsonObject(
  text: string,
  code: CryptoErrorCode,
  what: string,
): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (cause) {
    throw new CryptoError(code, `${what} is not valid JSON`, { cause });
  }
  return expectObject(value, code, what);
}

/**
 * Checks that `value` is a plain object with exactly `keys` (no missing, no extra). The
 * formats are fixed: an unknown field means a different or forged format, not a newer one.
 */
export function expectExactObject<const K extends string>(
  value: unknown,
  keys: readonly K[],
  code: CryptoErrorCode,
  what: string,
): Record<K, unknown> {
  const object = expectObject(value, code, what);
  const actual = Object.keys(object);
  const missing = keys.filter((key) => !Object.hasOwn(object, key));
  const extra = actual.filter((key) => !(keys as readonly string[]).includes(key));
  if (missing.length > 0 || extra.length > 0) {
    throw new CryptoError(
      code,
      `${what} must have exactly the fields ${keys.join(', ')}` +
        (missing.length > 0 ? `; missing ${missing.join(', ')}` : '') +
        (extra.length > 0 ? `; unexpected ${extra.join(', ')}` : ''),
    );
  }
  return object;
}

function expectObject(
  value: unknown,
  code: CryptoErrorCode,
  what: string,
): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new CryptoError(code, `${what} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

export function expectString(value: unknown, code: CryptoErrorCode, what: string): string {
  if (typeof value !== 'string') throw new CryptoError(code, `${what} must be a string`);
  return value;
}

/** Decodes an unpadded url-safe base64 wire field, reporting failures under `code`. */
export function expectBase64UrlBytes(
  value: unknown,
  code: CryptoErrorCode,
  what: string,
  expectedLength?: number,
): Uint8Array<ArrayBuffer> {
  const text = expectString(value, code, what);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = decodeBase64Url(text);
  } catch (cause) {
    throw new CryptoError(code, `${what} is not unpadded url-safe base64`, { cause });
  }
  if (bytes.byteLength === 0) throw new CryptoError(code, `${what} is empty`);
  if (expectedLength !== undefined && bytes.byteLength !== expectedLength) {
    throw new CryptoError(code, `${what} must be ${expectedLength} bytes, got ${bytes.byteLength}`);
  }
  return bytes;
}
