import { keyedHash } from '../keyed-hash';
import { createTypedCode, normalizeTypedCode } from '../typed-code';

const RECOVERY_CODE_COUNT = 10;
// 20 base32 characters = 100 bits: unguessable, yet typeable as four groups of five.
const CHARACTERS_PER_CODE = 20;
export const RECOVERY_CODE_PATTERN = /^[A-Z2-7]{20}$/;

/** Ten fresh single-use codes, shown once, formatted `XXXXX-XXXXX-XXXXX-XXXXX`. */
export function createRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => createTypedCode(CHARACTERS_PER_CODE));
}

/** What people type: any case, with or without the dashes and spaces. */
export const normalizeRecoveryCode = normalizeTypedCode;

export function hashRecoveryCode(normalizedCode: string): string {
  return keyedHash('recovery-code', normalizedCode);
}
