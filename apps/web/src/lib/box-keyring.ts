import { clear, createStore, del, get, keys, set, type UseStore } from 'idb-keyval';

/**
 * The box secret keys this browser has opened, kept in IndexedDB so the inbox opens a box
 * again without its invitation link. The keys never leave the browser in clear
 * (docs/crypto.md). For a person with a key storage it is a cache of the storage's box_key
 * entries (docs/key-model.md), emptied when this device's unlocker is revoked. One
 * store per identity keeps people's keys apart in the pages; it is no protection against
 * someone who can use this browser profile, like the rest of the profile's data.
 */
const keyrings = new Map<string, UseStore>();

/** One IndexedDB connection per identity for the page's lifetime, not one per call. */
function keyringOf(identityId: string): UseStore {
  let keyring = keyrings.get(identityId);
  if (!keyring) {
    keyring = createStore(`coffer-keyring-${identityId}`, 'box-secret-keys');
    keyrings.set(identityId, keyring);
  }
  return keyring;
}

/** `secretKey` is the formatted box secret key (formatBoxSecretKey of @coffer/crypto). */
export function rememberBoxSecretKey(
  identityId: string,
  boxId: string,
  secretKey: string,
): Promise<void> {
  return set(boxId, secretKey, keyringOf(identityId));
}

export async function recallBoxSecretKey(
  identityId: string,
  boxId: string,
): Promise<string | null> {
  const secretKey: unknown = await get(boxId, keyringOf(identityId));
  return typeof secretKey === 'string' ? secretKey : null;
}

/** The boxes whose key this browser keeps for the identity, in one read of the keyring. */
export async function listRememberedBoxIds(identityId: string): Promise<ReadonlySet<string>> {
  return new Set((await keys(keyringOf(identityId))).map(String));
}

export function forgetBoxSecretKey(identityId: string, boxId: string): Promise<void> {
  return del(boxId, keyringOf(identityId));
}

/** Every key of the identity on this browser: its device was revoked from another one. */
export function clearBoxKeyring(identityId: string): Promise<void> {
  return clear(keyringOf(identityId));
}
