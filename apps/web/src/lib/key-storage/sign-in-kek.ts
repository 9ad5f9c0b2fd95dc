import { parseUnlockerPasswordParams, passkeyKek, passwordKek } from '@coffer/crypto';
import { clear, createStore, del, get, set } from 'idb-keyval';

/**
 * A sign-in that also unlocks the key storage (docs/key-model.md#what-the-pages-do): the
 * login page makes the KEK of the unlocker the person just proved and leaves it (a
 * non-extractable CryptoKey, never the passkey's PRF output or the password) for the page
 * the sign-in returns to, which takes it once.
 * - `passkey`: from the PRF output of the sign-in ceremony itself, named by the credential.
 *   Two minutes at most: a sign-in to a relying party never comes back to a page that takes it.
 * - `password`: remade from the password once the server named the account's password
 *   unlocker and its salt. Five minutes at most: a second method may come between.
 */
type Way = 'passkey' | 'password';

const TTL_MS: Record<Way, number> = { passkey: 2 * 60 * 1000, password: 5 * 60 * 1000 };
const store = () => createStore('coffer-sign-in-kek', 'kek');

/** `id`: the passkey's credential id, or the password unlocker's id. */
type Pending = { id: string; kek: CryptoKey; at: number };

export async function keepSignInPasskeyKek(credentialId: string, prfOutput: Uint8Array) {
  try {
    await keep('passkey', credentialId, await passkeyKek(prfOutput));
  } finally {
    prfOutput.fill(0);
  }
}

export async function keepSignInPasswordKek(
  unlocker: { id: string; kek_params: unknown },
  password: string,
): Promise<void> {
  const kek = await passwordKek(password, parseUnlockerPasswordParams(unlocker.kek_params));
  await keep('password', unlocker.id, kek);
}

async function keep(way: Way, id: string, kek: CryptoKey): Promise<void> {
  const pending: Pending = { id, kek, at: Date.now() };
  await set(way, pending, store());
}

/** The KEKs a sign-in left and no page took (signed out meanwhile). */
export function forgetSignInKeks(): Promise<void> {
  return clear(store());
}

/** The KEK a sign-in of this way left, once, when it is recent; null otherwise. */
export async function takeSignInKek(way: Way): Promise<Omit<Pending, 'at'> | null> {
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
