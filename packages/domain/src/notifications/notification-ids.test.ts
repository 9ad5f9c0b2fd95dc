import { describe, expect, it } from 'vitest';
import { notificationIdsQuerySchema } from './notification-ids';

const parse = (text: string) => notificationIdsQuerySchema.parse(text);

describe('notificationIdsQuerySchema', () => {
  it('reads comma-separated integers', () => {
    expect(parse('1,2,30')).toEqual([1, 2, 30]);
    expect(parse('7')).toEqual([7]);
  });

  it('ignores an invalid value: nothing is acknowledged', () => {
    for (const invalid of ['', 'all', '1,,2', '1, 2', '1,two', '-1', '1.5', ',1', '1,', '0x10']) {
      expect(parse(invalid)).toEqual([]);
    }
  });

  it('drops ids no notification can have', () => {
    expect(parse('1,99999999999,2')).toEqual([1, 2]);
  });
});
