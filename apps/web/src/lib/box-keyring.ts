import { createStore, del, get, set, type UseStore } from 'idb-keyval';

/**
 * The box secret keys this browser has opened, kept in IndexedDB so the inbox opens a box
 * again without its invitation link. One store per identity: a second person signing in
 * on the same browser does not inherit the first one's keys. The keys never leave the
 * browser (contract §9).
 */
function keyringOf(identityId: string): UseStore {
  return createStore(`coffer-keyring-${identityId}`, 'box-secret-keys');
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

export function forgetBoxSecretKey(identityId: string, boxId: string): Promise<void> {
  return del(boxId, keyringOf(identityId));
}
