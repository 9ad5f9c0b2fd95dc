import { describe, expect, it } from 'vitest';
import { findNulField } from './nul-character';

describe('findNulField', () => {
  it('names the top-level field holding a NUL, however deep', () => {
    expect(findNulField({ display_name: 'a\u0000b' })).toBe('display_name');
    expect(findNulField({ content: { encrypted: ['x', 'y\u0000'] } })).toBe('content');
    expect(findNulField({ extra: { 'k\u0000': 1 } })).toBe('extra');
    expect(findNulField({ 'bad\u0000key': 1 })).toBe('bad\u0000key');
  });

  it('passes everything else, other control characters included', () => {
    expect(findNulField({ text: 'tab\there\u0001', n: 1, b: null, list: [] })).toBeNull();
    expect(findNulField(undefined)).toBeNull();
  });
});
