import { randomBytes } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * A random code a person copies by hand (a recovery code, a link code): `characters` base32
 * characters, 5 bits each, shown in groups of five joined by dashes.
 */
export function createTypedCode(characters: number): string {
  // 256 is a multiple of 32: the low 5 bits of a random byte are uniform.
  const code = [...randomBytes(characters)].map((byte) => BASE32[byte & 31]).join('');
  return code.replace(/(.{5})(?!$)/g, '$1-');
}

/** What people type: any case, with or without the dashes and spaces. */
export function normalizeTypedCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}
