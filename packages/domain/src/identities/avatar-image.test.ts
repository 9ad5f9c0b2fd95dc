import { describe, expect, it } from 'vitest';
import { imageTypeOf } from './avatar-image';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('imageTypeOf', () => {
  it('recognises PNG, JPEG and WebP by their leading bytes', () => {
    expect(imageTypeOf(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('image/png');
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff, 0xe0], 'xxJFIF\0\0'))).toBe('image/jpeg');
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses other formats, look-alikes and files too short to tell', () => {
    expect(imageTypeOf(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeUndefined();
    expect(imageTypeOf(bytes('GIF89a', [1, 0, 1, 0, 0, 0]))).toBeUndefined();
    expect(imageTypeOf(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeUndefined();
    expect(imageTypeOf(bytes('not an image at all'))).toBeUndefined();
    expect(imageTypeOf(bytes([0xff, 0xd8, 0xff]))).toBeUndefined();
    expect(imageTypeOf(new Uint8Array())).toBeUndefined();
  });
});
