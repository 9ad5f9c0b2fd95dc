import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * This browser's device unlocker (docs/key-model.md): the non-extractable KEK, kept in
 * IndexedDB as a CryptoKey (structured clone keeps it non-extractable), and which unlocker of
 * which account it opens. The wrapped root key itself is only on the server, so deleting the
 * unlocker there locks this browser out.
 */
export type DeviceUnlocker = { accountId: string; unlockerId: string; kek: CryptoKey };

const KEY = 'device-unlocker';
const stores = new Map<string, UseStore>();

function storeOf(identityId: string): UseStore {
  let store = stores.get(identityId);
  if (!store) {
    store = createStore(`coffer-device-${identityId}`, 'device-unlocker');
    stores.set(identityId, store);
  }
  return store;
}

export function rememberDeviceUnlocker(identityId: string, unlocker: DeviceUnlocker) {
  return set(KEY, unlocker, storeOf(identityId));
}

export async function recallDeviceUnlocker(identityId: string): Promise<DeviceUnlocker | null> {
  const stored: unknown = await get(KEY, storeOf(identityId));
  return isDeviceUnlocker(stored) ? stored : null;
}

export function forgetDeviceUnlocker(identityId: string): Promise<void> {
  return del(KEY, storeOf(identityId));
}

function isDeviceUnlocker(value: unknown): value is DeviceUnlocker {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<DeviceUnlocker>;
  return (
    typeof candidate.accountId === 'string' &&
    typeof candidate.unlockerId === 'string' &&
    candidate.kek instanceof CryptoKey
  );
}
