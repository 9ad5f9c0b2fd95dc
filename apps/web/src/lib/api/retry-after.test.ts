import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

describe('parseRetryAfter', () => {
  it('reads whole seconds, as Coffer sends them', () => {
    expect(parseRetryAfter('120')).toBe(120);
    expect(parseRetryAfter('1')).toBe(1);
    expect(parseRetryAfter(' 30 ')).toBe(30);
  });

  it('is no known wait for no header, zero, or anything but digits', () => {
    for (const value of [null, undefined, '', '0', '-5', '1.5', '1e3', '0x10', 'soon']) {
      expect(parseRetryAfter(value)).toBeNull();
    }
  });

  it('does not guess from an HTTP date', () => {
    expect(parseRetryAfter('Wed, 21 Oct 2015 07:28:00 GMT')).toBeNull();
  });
});
