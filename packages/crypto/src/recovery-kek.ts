import { deriveHkdfKek } from './kek';
import { checkRecoveryKeyBytes } from './recovery-key';

/** The KEK of the recovery unlocker = HKDF-SHA-256(recovery key, empty salt, info `coffer-recovery-v1`). */
export async function recoveryKek(recoveryKey: Uint8Array): Promise<CryptoKey> {
  return deriveHkdfKek(checkRecoveryKeyBytes(recoveryKey), 'coffer-recovery-v1');
}
