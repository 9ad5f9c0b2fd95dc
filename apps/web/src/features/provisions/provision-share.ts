// The provisions link is `/provisions#<user share>` (docs/key-model.md#provisions): like an
// invitation link's, the share lives in the fragment, which browsers never send. It is moved
// at once into this tab's sessionStorage, so it survives the sign-in round trip and leaves
// the address bar, history and screen shares.
import { parseProvisionLink } from '@coffer/crypto';

const STORAGE_KEY = 'coffer.provision_share';

/** Keeps the share of the address bar's fragment, if it holds one, and clears the fragment. */
export function takeProvisionShareFromFragment(): void {
  const { pathname, search, hash } = window.location;
  if (hash.length <= 1) return;
  try {
    sessionStorage.setItem(STORAGE_KEY, parseProvisionLink(`${pathname}${hash}`).userShare);
  } catch {
    // Not a share: nothing to keep, and the fragment goes all the same.
  }
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}

export function keptProvisionShare(): string | null {
  return sessionStorage.getItem(STORAGE_KEY);
}

/** Once the provision's boxes are open (or the link proved foreign), the share is not needed. */
export function forgetProvisionShare(): void {
  sessionStorage.removeItem(STORAGE_KEY);
}
