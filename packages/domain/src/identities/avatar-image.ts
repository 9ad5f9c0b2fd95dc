/** Contract §10: avatars are at most 3 MiB. */
export const AVATAR_MAX_BYTES = 3 * 1024 * 1024;

export type AvatarContentType = 'image/png' | 'image/jpeg' | 'image/webp';

/** Enough leading bytes to tell the accepted formats apart (WebP needs 12). */
export const IMAGE_SIGNATURE_BYTES = 12;

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/**
 * The image type of a file by its leading bytes (signatures of PNG, JPEG/JFIF/EXIF and
 * RIFF WebP), whatever its name or declared type say; undefined for anything else.
 */
export function imageTypeOf(head: Uint8Array): AvatarContentType | undefined {
  if (head.byteLength < IMAGE_SIGNATURE_BYTES) return undefined;
  if (startsWith(head, PNG)) return 'image/png';
  if (startsWith(head, JPEG)) return 'image/jpeg';
  if (startsWith(head, RIFF) && startsWith(head.subarray(8), WEBP)) return 'image/webp';
  return undefined;
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return signature.every((byte, index) => bytes[index] === byte);
}
