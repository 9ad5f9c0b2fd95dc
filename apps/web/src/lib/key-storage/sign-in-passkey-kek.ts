import { passkeyKek } from '@coffer/crypto';
import { createStore, del, get, set } from 'idb-keyval';

/**
 * A passkey sign-in that also unlocks the key storage (docs/key-model.md#what-the-pages-do):
 * the login page asks the passkey for its PRF output in the sign-in ceremony itself, and
 * leaves the KEK it makes (a non-extractable CryptoKey, like the device KEK) for the page the
 * sign-in returns to, which takes it once. It is kept two minutes at most: a sign-in to a
 * relying party never comes back to a page that takes it.
 */
const TTL_MS = 2 * 60 * 1000;
const KEY = 'pending';
const store = () => createStore('coffer-sign-in-passkey', 'kek');

type Pending = { credentialId: string; kek: CryptoKey; at: number };

export async function keepSignInPasskeyKek(credentialId: string, prfOutput: Uint8Array) {
  try {
    const pending: Pending = { credentialId, kek: await passkeyKek(prfOutput), at: Date.now() };
    await set(KEY, pending, store());
  } finally {
    prfOutput.fill(0);
  }
}

/** A KEK a passkey sign-in left and no page took (signed out meanwhile). */
export function forgetSignInPasskeyKek(): Promise<void> {
  return del(KEY, store());
}

/** The KEK a passkey sign-in left, once, when it is recent; null otherwise. */
export async function takeSignInPasskeyKek(): Promise<Omit<Pending, 'at'> | null> {
  const pending: unknown = await get(KEY, store());
  if (pending === undefined) return null;
  await del(KEY, store());
  if (!isPending(pending) || Date.now() - pending.at > TTL_MS) return null;
  return { credentialId: pending.credentialId, kek: pending.kek };
}

function isPending(value: unknown): value is Pending {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Pending>;
  return (
    typeof candidate.credentialId === 'string' &&
    candidate.kek instanceof CryptoKey &&
    typeof candidate.at === 'number'
  );
}
