import { CryptoError } from './errors';

const encoder = new TextEncoder();
// fatal: malformed input is an error, not U+FFFD; ignoreBOM: a leading BOM is content, so a
// decode/encode round trip keeps the bytes.
const decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

export function encodeUtf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

export function decodeUtf8(bytes: Uint8Array): string {
  try {
    return decoder.decode(bytes);
  } catch (cause) {
    throw new CryptoError('INVALID_UTF8', 'Bytes are not valid UTF-8', { cause });
  }
}
