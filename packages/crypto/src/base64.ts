import { CryptoError } from './errors';

// Hand-written rather than atob/btoa: those work on "binary strings", accept whitespace and
// missing padding, and do not exist for the url-safe alphabet. Decoding here is strict and
// canonical (one accepted spelling per byte string), so a value can be compared or hashed in
// its encoded form.

const STANDARD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_SAFE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function reverseLookup(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1);
  for (let index = 0; index < alphabet.length; index++) table[alphabet.charCodeAt(index)] = index;
  return table;
}

const STANDARD_LOOKUP = reverseLookup(STANDARD_ALPHABET);
const URL_SAFE_LOOKUP = reverseLookup(URL_SAFE_ALPHABET);

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let output = '';
  let index = 0;
  for (; index + 2 < bytes.length; index += 3) {
    const triple =
      ((bytes[index] as number) << 16) |
      ((bytes[index + 1] as number) << 8) |
      (bytes[index + 2] as number);
    output +=
      alphabet.charAt(triple >>> 18) +
      alphabet.charAt((triple >>> 12) & 63) +
      alphabet.charAt((triple >>> 6) & 63) +
      alphabet.charAt(triple & 63);
  }
  const remaining = bytes.length - index;
  if (remaining === 1) {
    const value = bytes[index] as number;
    output += alphabet.charAt(value >>> 2) + alphabet.charAt((value & 3) << 4) + (pad ? '==' : '');
  } else if (remaining === 2) {
    const value = ((bytes[index] as number) << 8) | (bytes[index + 1] as number);
    output +=
      alphabet.charAt(value >>> 10) +
      alphabet.charAt((value >>> 4) & 63) +
      alphabet.charAt((value & 15) << 2) +
      (pad ? '=' : '');
  }
  return output;
}

function invalid(kind: string, reason: string): CryptoError {
  return new CryptoError('INVALID_BASE64', `Invalid ${kind} base64: ${reason}`);
}

/** Decodes unpadded base64 characters (padding already removed by the caller). */
function decodeUnpadded(text: string, lookup: Int16Array, kind: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string') throw invalid(kind, 'not a string');
  if (text.length % 4 === 1) throw invalid(kind, 'impossible length');
  const output = new Uint8Array(Math.floor((text.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let outIndex = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    const value = code < 128 ? (lookup[code] as number) : -1;
    if (value < 0) throw invalid(kind, `unexpected character at position ${index}`);
    buffer = ((buffer << 6) | value) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      output[outIndex++] = (buffer >>> bits) & 0xff;
    }
  }
  // Leftover bits must be zero, otherwise several strings would decode to the same bytes.
  if ((buffer & ((1 << bits) - 1)) !== 0) throw invalid(kind, 'non-zero trailing bits');
  return output;
}

/** Unpadded url-safe base64 (RFC 4648 §5 without `=`), the format of binary values on the wire. */
export function encodeBase64Url(bytes: Uint8Array): string {
  return encode(bytes, URL_SAFE_ALPHABET, false);
}

export function decodeBase64Url(text: string): Uint8Array<ArrayBuffer> {
  return decodeUnpadded(text, URL_SAFE_LOOKUP, 'url-safe');
}

/** Standard padded base64 (RFC 4648 §4). */
export function encodeBase64(bytes: Uint8Array): string {
  return encode(bytes, STANDARD_ALPHABET, true);
}

export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string') throw invalid('standard', 'not a string');
  if (text.length % 4 !== 0) throw invalid('standard', 'length is not a multiple of 4');
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return decodeUnpadded(text.slice(0, text.length - padding), STANDARD_LOOKUP, 'standard');
}
