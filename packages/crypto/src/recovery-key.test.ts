import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { referenceRecoveryText } from '../test/reference-key-model';
import { createRecoveryKey, formatRecoveryKey, parseRecoveryKey } from './recovery-key';

describe('recovery keys against an independent base32 (BigInt)', () => {
  it('formats and parses random, all-zero and all-one keys exactly as the reference', () => {
    const samples = [
      Buffer.alloc(16),
      Buffer.alloc(16, 0xff),
      ...Array.from({ length: 200 }, () => randomBytes(16)),
    ];
    for (const bytes of samples) {
      const text = referenceRecoveryText(bytes);
      expect(formatRecoveryKey(bytes)).toBe(text);
      expect(Buffer.from(parseRecoveryKey(text)).equals(bytes)).toBe(true);
    }
    expect(formatRecoveryKey(Buffer.alloc(16))).toBe('AAAA-AAAA-AAAA-AAAA-AAAA-AAAA-AA');
    expect(formatRecoveryKey(Buffer.alloc(16, 0xff))).toBe('7777-7777-7777-7777-7777-7777-74');
  });

  it('createRecoveryKey shows its own bytes', () => {
    for (let round = 0; round < 50; round++) {
      const { bytes, text } = createRecoveryKey();
      expect(text).toBe(referenceRecoveryText(bytes));
    }
  });
});
