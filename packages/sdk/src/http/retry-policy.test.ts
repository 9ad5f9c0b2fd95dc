import { describe, expect, it } from 'vitest';
import { isRepeatable, MAX_RETRY_AFTER_MS, retryDelayMs } from './retry-policy';

describe('the retry policy', () => {
  it('repeats idempotent methods, and a POST only with an Idempotency-Key', () => {
    const none = new Headers();
    expect(['GET', 'HEAD', 'PUT', 'DELETE'].map((method) => isRepeatable(method, none))).toEqual([
      true,
      true,
      true,
      true,
    ]);
    expect(isRepeatable('POST', none)).toBe(false);
    expect(isRepeatable('PATCH', none)).toBe(false);
    expect(isRepeatable('POST', new Headers({ 'idempotency-key': 'k' }))).toBe(true);
  });

  it('backs off exponentially with jitter, up to a cap', () => {
    expect(retryDelayMs(1, null, () => 0)).toBe(250);
    expect(retryDelayMs(1, null, () => 1)).toBe(500);
    expect(retryDelayMs(3, null, () => 1)).toBe(2000);
    expect(retryDelayMs(10, null, () => 1)).toBe(8000);
  });

  it('honours Retry-After in seconds or as a date, but not beyond a minute', () => {
    expect(retryDelayMs(1, '3')).toBe(3000);
    expect(retryDelayMs(1, '0')).toBe(0);
    const inTwoSeconds = new Date(Date.now() + 2000).toUTCString();
    expect(retryDelayMs(1, inTwoSeconds)).toBeGreaterThan(500);
    expect(retryDelayMs(1, inTwoSeconds)).toBeLessThanOrEqual(2000);
    expect(retryDelayMs(1, String(MAX_RETRY_AFTER_MS / 1000 + 1))).toBeNull();
    expect(retryDelayMs(1, 'soon', () => 1)).toBe(500);
  });
});
