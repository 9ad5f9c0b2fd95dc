import { getDb } from '@coffer/db';
import type { Caller } from './caller';

/**
 * The browser key hash (coffer_browser) of the session the caller acts in: which browser
 * this is, for what is marked "made in this browser". Null for tokens outside a browser
 * session, and for sessions completed without the cookie.
 */
export async function sessionBrowserKeyHash(caller: Caller): Promise<string | null> {
  if (caller.kind !== 'user' || caller.sessionId === null) return null;
  const session = await getDb().providerSession.findUnique({
    where: { id: caller.sessionId },
    select: { browserKeyHash: true },
  });
  return session?.browserKeyHash ?? null;
}
