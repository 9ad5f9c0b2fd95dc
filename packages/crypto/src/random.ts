import { webCrypto } from './web-crypto';

// getRandomValues refuses requests above 65536 bytes (QuotaExceededError).
const MAX_RANDOM_VALUES_BYTES = 65536;

/** Cryptographically secure random bytes of any length. */
export function randomBytes(length: number): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(length) || length < 0) {
    throw new RangeError(`randomBytes: invalid length ${length}`);
  }
  const bytes = new Uint8Array(length);
  for (let offset = 0; offset < length; offset += MAX_RANDOM_VALUES_BYTES) {
    webCrypto().getRandomValues(bytes.subarray(offset, offset + MAX_RANDOM_VALUES_BYTES));
  }
  return bytes;
}
