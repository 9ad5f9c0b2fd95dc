import { describe, expect, it } from 'vitest';
import { findUnfitField, MAX_INPUT_DEPTH } from './unfit-input';

/** `levels` arrays, one inside the other, around a string. */
function nested(levels: number): unknown {
  let value: unknown = 'x';
  for (let level = 0; level < levels; level++) value = [value];
  return value;
}

describe('findUnfitField', () => {
  it('names the top-level field holding a NUL, however deep', () => {
    for (const [input, field] of [
      [{ display_name: 'a\u0000b' }, 'display_name'],
      [{ content: { encrypted: ['x', 'y\u0000'] } }, 'content'],
      [{ extra: { 'k\u0000': 1 } }, 'extra'],
      [{ 'bad\u0000key': 1 }, 'bad\u0000key'],
    ] as const) {
      expect(findUnfitField(input)).toMatchObject({ field, reason: 'nul' });
    }
  });

  it('names the field nested deeper than the limit, without exhausting the stack', () => {
    expect(findUnfitField({ display_name: nested(MAX_INPUT_DEPTH) })).toBeNull();
    expect(findUnfitField({ display_name: nested(MAX_INPUT_DEPTH + 1) })).toMatchObject({
      field: 'display_name',
      reason: 'too_deep',
    });
    // The depth of issue #26's probe, and far beyond: a loop, not recursion.
    expect(findUnfitField({ display_name: nested(1_000_000) })).toMatchObject({
      reason: 'too_deep',
    });
  });

  it('passes everything else, other control characters and wide inputs included', () => {
    expect(findUnfitField({ text: 'tab\there\u0001', n: 1, b: null, list: [] })).toBeNull();
    expect(findUnfitField({ wide: Array.from({ length: 100_000 }, (_, i) => ({ i })) })).toBeNull();
    expect(findUnfitField(undefined)).toBeNull();
  });
});
