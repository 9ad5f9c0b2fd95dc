import { parseUnlockerPasswordParams, passwordKek } from '@coffer/crypto';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * A password sign-in that also unlocks the key storage (docs/key-model.md#what-the-pages-do):
 * once the password is proved, the server names the account's password unlocker and its
 * salt; the login page remakes that unlocker's KEK from the password it still holds and
 * leaves it (a non-extractable CryptoKey, never the password) for the page the sign-in
 * returns to, which takes it once. Five minutes at most: a second method may come between.
 */
const TTL_MS = 5 * 60 * 1000;
const KEY = 'pending';
const store = () => createStore('coffer-sign-in-password', 'kek');

type Pending = { unlockerId: string; kek: CryptoKey; at: number };

export async function keepSignInPasswordKek(
  unlocker: { id: string; kek_params: unknown },
  password: string,
): Promise<void> {
  const kek = await passwordKek(password, parseUnlockerPasswordParams(unlocker.kek_params));
  const pending: Pending = { unlockerId: unlocker.id, kek, at: Date.now() };
  await set(KEY, pending, store());
}

/** A KEK a password sign-in left and no page took (signed out meanwhile). */
export function forgetSignInPasswordKek(): Promise<void> {
  return del(KEY, store());
}

/** The KEK a password sign-in left, once, when it is recent; null otherwise. */
export async function takeSignInPasswordKek(): Promise<Omit<Pending, 'at'> | null> {
  const pending: unknown = await get(KEY, store());
  if (pending === undefined) return null;
  await del(KEY, store());
  if (!isPending(pending) || Date.now() - pending.at > TTL_MS) return null;
  return { unlockerId: pending.unlockerId, kek: pending.kek };
}

function isPending(value: unknown): value is Pending {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Pending>;
  return (
    typeof candidate.unlockerId === 'string' &&
    candidate.kek instanceof CryptoKey &&
    typeof candidate.at === 'number'
  );
}
