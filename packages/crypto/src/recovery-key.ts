import { base32nopad } from '@scure/base';
import { CryptoError } from './errors';
import { randomBytes } from './random';

// The recovery key (docs/key-model.md): 128 random bits shown once to the person, as the
// 26 characters of its RFC 4648 base32 (A–Z, 2–7, no padding) in groups of four with a final
// pair: ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YZ. Base32 has no look-alike digits (0/1/8/9), and a
// person may type it in any case, with or without spaces and dashes.

export const RECOVERY_KEY_BYTES = 16;
const RECOVERY_KEY_CHARACTERS = 26;
const GROUP_SIZE = 4;
const ALPHABET = /^[A-Za-z2-7]*$/;
const SEPARATORS = /[\s-]/g;

export interface RecoveryKey {
  bytes: Uint8Array<ArrayBuffer>;
  /** What the person is shown, e.g. `ABCD-EFGH-IJKL-MNOP-QRST-UVWX-YA`. */
  text: string;
}

export function createRecoveryKey(): RecoveryKey {
  const bytes = randomBytes(RECOVERY_KEY_BYTES);
  return { bytes, text: formatRecoveryKey(bytes) };
}

/** The shown form of 16 recovery key bytes. */
export function formatRecoveryKey(bytes: Uint8Array): string {
  const characters = base32nopad.encode(checkRecoveryKeyBytes(bytes));
  const groups: string[] = [];
  for (let offset = 0; offset < characters.length; offset += GROUP_SIZE) {
    groups.push(characters.slice(offset, offset + GROUP_SIZE));
  }
  return groups.join('-');
}

/**
 * The bytes of a recovery key as a person typed it. Errors never repeat the text: it is a
 * secret.
 */
export function parseRecoveryKey(text: string): Uint8Array<ArrayBuffer> {
  if (typeof text !== 'string') throw invalid('A recovery key is text');
  const characters = text.replace(SEPARATORS, '');
  // Checked before changing case: toUpperCase maps some non-ASCII letters (ſ, ı) onto A–Z.
  if (!ALPHABET.test(characters)) {
    throw invalid('A recovery key has only the letters A to Z and the digits 2 to 7');
  }
  if (characters.length !== RECOVERY_KEY_CHARACTERS) {
    throw invalid(
      `A recovery key has ${RECOVERY_KEY_CHARACTERS} letters and digits, not ${characters.length}`,
    );
  }
  try {
    return new Uint8Array(base32nopad.decode(characters.toUpperCase()));
  } catch {
    // 26 characters carry 130 bits: the last one's 2 spare bits must be zero, so a key has one
    // spelling, and a typo in the last character is often caught. The decoder's own message
    // is not kept as the cause: it quotes bits of the key.
    throw invalid('The last character of the recovery key is wrong');
  }
}

export function checkRecoveryKeyBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  if (!(bytes instanceof Uint8Array) || bytes.byteLength !== RECOVERY_KEY_BYTES) {
    throw invalid(`A recovery key is ${RECOVERY_KEY_BYTES} bytes`);
  }
  return new Uint8Array(bytes);
}

function invalid(message: string): CryptoError {
  return new CryptoError('INVALID_RECOVERY_KEY', message);
}
