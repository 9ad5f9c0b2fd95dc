// Helpers that damage cryptograms in precise places, for the tamper-detection cases.

import { decode, encode } from '@msgpack/msgpack';
import {
  decodeBase64,
  decodeBase64Url,
  encodeBase64,
  encodeBase64Url,
  decodeUtf8,
  encodeUtf8,
} from '../index';

export function flipBit(bytes: Uint8Array, offset: number): Uint8Array {
  const copy = bytes.slice();
  copy[offset] = (copy[offset] as number) ^ 0x01;
  return copy;
}

/** Flips one bit of one field of a nacl cryptogram, keeping the format valid. */
export function tamperNaclField(
  cryptogram: string,
  field: 'ephemeralSenderPublicKey' | 'nonce' | 'ciphertext',
): string {
  const json = JSON.parse(decodeUtf8(decodeBase64Url(cryptogram))) as Record<
    string,
    { value: string }
  >;
  const wrapped = json[field] as { value: string };
  wrapped.value = encodeBase64(flipBit(decodeBase64(wrapped.value), 5));
  return encodeBase64Url(encodeUtf8(JSON.stringify(json)));
}

/** Rewrites an aes-rsa cryptogram's msgpack map, e.g. to flip a bit or change a field. */
export function editAesRsaCryptogram(
  cryptogram: string,
  edit: (fields: Record<string, unknown>) => void,
): string {
  const fields = decode(decodeBase64Url(cryptogram)) as Record<string, unknown>;
  edit(fields);
  return encodeBase64Url(encode(fields));
}

export function naclJsonCryptogram(value: unknown): string {
  return encodeBase64Url(encodeUtf8(typeof value === 'string' ? value : JSON.stringify(value)));
}

/** Flips one bit of the bytes behind an unpadded url-safe base64 string. */
export function flipBase64UrlBit(text: string, offset: number): string {
  return encodeBase64Url(flipBit(decodeBase64Url(text), offset));
}
