import { clear, createStore, entries, set, type UseStore } from 'idb-keyval';

/**
 * Provision secret keys this browser rebuilt from a provisions link (docs/key-model.md
 * #provisions), by public key, formatted. A person without a key storage yet keeps them here,
 * like box keys in the box keyring, until the storage's set-up turns them into identity_key
 * entries.
 */
const keyrings = new Map<string, UseStore>();

function keyringOf(identityId: string): UseStore {
  let keyring = keyrings.get(identityId);
  if (!keyring) {
    keyring = createStore(`coffer-provisions-${identityId}`, 'provision-secret-keys');
    keyrings.set(identityId, keyring);
  }
  return keyring;
}

export function rememberProvisionKey(identityId: string, publicKey: string, secretKey: string) {
  return set(publicKey, secretKey, keyringOf(identityId));
}

/** Every provision key of the identity on this browser (signed out, or erased). */
export function clearProvisionKeyring(identityId: string): Promise<void> {
  return clear(keyringOf(identityId));
}

/** [public key, formatted secret key] pairs. */
export async function listProvisionKeys(identityId: string): Promise<[string, string][]> {
  const stored = await entries<IDBValidKey, unknown>(keyringOf(identityId));
  return stored.flatMap(([publicKey, secretKey]) =>
    typeof publicKey === 'string' && typeof secretKey === 'string'
      ? [[publicKey, secretKey] as [string, string]]
      : [],
  );
}
