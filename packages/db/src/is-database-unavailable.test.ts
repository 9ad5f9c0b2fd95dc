import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './is-database-unavailable';

describe('isDatabaseUnavailable', () => {
  it('recognises Prisma’s unreachable errors, by code and by driver adapter kind', () => {
    expect(isDatabaseUnavailable({ code: 'P1001' })).toBe(true);
    expect(
      isDatabaseUnavailable({
        code: 'P2010',
        meta: { driverAdapterError: { cause: { kind: 'DatabaseNotReachable' } } },
      }),
    ).toBe(true);
  });

  it('recognises PostgreSQL shutting down and Node socket errors along the cause chain', () => {
    expect(isDatabaseUnavailable(new Error('x', { cause: { code: '57P01' } }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('x', { cause: { code: 'ECONNREFUSED' } }))).toBe(true);
    expect(isDatabaseUnavailable({ code: '08006' })).toBe(true);
  });

  it('leaves query failures alone', () => {
    expect(isDatabaseUnavailable({ code: 'P2002' })).toBe(false);
    expect(isDatabaseUnavailable({ code: '22021' })).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
