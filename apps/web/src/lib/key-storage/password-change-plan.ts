import type { KeyStorage } from './unlock-key-storage';

/**
 * What a password change does to the key storage, as things stand on this device
 * (docs/key-model.md#reset):
 * - `no-storage`: nothing to keep;
 * - `reseal`: unlocked here, the password unlocker is sealed again under the new password;
 * - `drop-password`: locked here, the new password cannot open it, other unlockers still do;
 * - `start-over`: locked here and the password was the only unlocker: the boxes will need
 *   their links again, and new keys are made.
 */
export type PasswordChangePlan = 'no-storage' | 'reseal' | 'drop-password' | 'start-over';

export function passwordChangePlan(keys: {
  storage: { data?: Pick<KeyStorage, 'unlockers'> };
  unlocked: object | null;
}): PasswordChangePlan {
  const unlockers = keys.storage.data?.unlockers ?? [];
  if (unlockers.length === 0) return 'no-storage';
  if (keys.unlocked !== null) return 'reseal';
  return unlockers.some((unlocker) => unlocker.kind !== 'password')
    ? 'drop-password'
    : 'start-over';
}
