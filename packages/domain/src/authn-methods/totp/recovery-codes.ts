import { randomBytes } from 'node:crypto';
import { keyedHash } from '../keyed-hash';

const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
// 20 base32 characters = 100 bits: unguessable, yet typeable as four groups of five.
const CHARACTERS_PER_CODE = 20;
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{20}$/;

/** Ten fresh single-use codes, shown once, formatted `XXXXX-XXXXX-XXXXX-XXXXX`. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    // 256 is a multiple of 32: the low 5 bits of a random byte are uniform.
    const characters = [...randomBytes(CHARACTERS_PER_CODE)].map((byte) => BASE32[byte & 31]);
    return characters.join('').replace(/(.{5})(?!$)/g, '$1-');
  });
}

/** What people type: any case, with or without the dashes and spaces. */
export function normalizeRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function hashRecoveryCode(normalizedCode: string): string {
  return keyedHash('recovery-code', normalizedCode);
}
