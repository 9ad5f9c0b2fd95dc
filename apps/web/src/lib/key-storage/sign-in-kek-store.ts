import { clear, createStore, del, get, set } from 'idb-keyval';

/**
 * Where a sign-in leaves the KEK of the unlocker the person just proved, for the page it
 * returns to (sign-in-kek.ts makes it). Apart from the making, which needs @coffer/crypto:
 * signing out empties this store from every page's header (forget-keys-on-this-browser.ts),
 * and the header is on every page, the login page's included, which must not carry the
 * crypto code before its form is sent (packages/bench/README.md, login page JavaScript).
 * - `passkey`: two minutes at most: a sign-in to a relying party never comes back to a page
 *   that takes it.
 * - `password`: five minutes at most: a second method may come between.
 */
export type SignInKekWay = 'passkey' | 'password';

const TTL_MS: Record<SignInKekWay, number> = { passkey: 2 * 60 * 1000, password: 5 * 60 * 1000 };
const store = () => createStore('coffer-sign-in-kek', 'kek');

/** `id`: the passkey's credential id, or the password unlocker's id. */
type Pending = { id: string; kek: CryptoKey; at: number };

export async function keepSignInKek(way: SignInKekWay, id: string, kek: CryptoKey): Promise<void> {
  const pending: Pending = { id, kek, at: Date.now() };
  await set(way, pending, store());
}

/** The KEKs a sign-in left and no page took (signed out meanwhile). */
export function forgetSignInKeks(): Promise<void> {
  return clear(store());
}

/** The KEK a sign-in of this way left, once, when it is recent; null otherwise. */
export async function takeSignInKek(way: SignInKekWay): Promise<Omit<Pending, 'at'> | null> {
  const pending: unknown = await get(way, store());
  if (pending === undefined) return null;
  await del(way, store());
  if (!isPending(pending) || Date.now() - pending.at > TTL_MS[way]) return null;
  return { id: pending.id, kek: pending.kek };
}

function isPending(value: unknown): value is Pending {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Pending>;
  return (
    typeof candidate.id === 'string' &&
    candidate.kek instanceof CryptoKey &&
    typeof candidate.at === 'number'
  );
}
