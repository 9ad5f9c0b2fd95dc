import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64';

describe('base64 against Buffer', () => {
  it('encodes and decodes random data exactly like Buffer (standard padded and url-safe unpadded)', () => {
    for (let length = 0; length < 600; length += 1) {
      const bytes = randomBytes(length);
      const standard = bytes.toString('base64');
      const urlSafe = bytes.toString('base64url');
      expect(encodeBase64(bytes)).toBe(standard);
      expect(encodeBase64Url(bytes)).toBe(urlSafe);
      expect(Buffer.from(decodeBase64(standard)).equals(bytes)).toBe(true);
      expect(Buffer.from(decodeBase64Url(urlSafe)).equals(bytes)).toBe(true);
    }
  });

  it('rejects what Buffer silently accepts', () => {
    // Buffer ignores these problems; a strict decoder must not.
    for (const lenient of ['Zm9v YmFy', 'Zm9vYmFy=', 'Zm9vY', 'Zm9vYh', '!Zm9v']) {
      expect(() => decodeBase64Url(lenient)).toThrow(
        expect.objectContaining({ code: 'INVALID_BASE64' }),
      );
    }
    expect(() => decodeBase64('Zm9vYg')).toThrow(
      expect.objectContaining({ code: 'INVALID_BASE64' }),
    );
    expect(() => decodeBase64Url(undefined as unknown as string)).toThrow(
      expect.objectContaining({ code: 'INVALID_BASE64' }),
    );
  });
});
