import { describe, expect, it } from 'vitest';
import { passwordChangePlan } from './password-change-plan';

const unlocker = (kind: 'password' | 'passkey' | 'recovery' | 'device') => ({
  id: crypto.randomUUID(),
  kind,
  name: kind,
  kek_params: {},
  created_at: new Date().toISOString(),
  last_used_at: null,
  signs_out: false,
  browser: null,
  os: null,
  device_type: null,
  saved_at: null,
});

describe('passwordChangePlan', () => {
  it('keeps nothing without a storage, and reseals an unlocked one', () => {
    expect(passwordChangePlan({ storage: { data: { unlockers: [] } }, unlocked: null })).toBe(
      'no-storage',
    );
    expect(passwordChangePlan({ storage: {}, unlocked: null })).toBe('no-storage');
    expect(
      passwordChangePlan({
        storage: { data: { unlockers: [unlocker('password')] } },
        unlocked: {},
      }),
    ).toBe('reseal');
  });

  it('locked: drops the password unlocker while another opens the storage, else starts over', () => {
    const locked = (...kinds: Parameters<typeof unlocker>[0][]) =>
      passwordChangePlan({ storage: { data: { unlockers: kinds.map(unlocker) } }, unlocked: null });
    expect(locked('password', 'recovery')).toBe('drop-password');
    expect(locked('password', 'device')).toBe('drop-password');
    expect(locked('passkey')).toBe('drop-password');
    expect(locked('password')).toBe('start-over');
  });
});
