// The invitation link is `/boxes/<id>#<invitation share>` (docs/http-api.md): the share lives in
// the fragment, which browsers never send to a server. It is moved at once into this tab's
// sessionStorage, so it survives the sign-in round trip (a redirect loses the fragment) and
// leaves the address bar, history and screen shares.

/** An unpadded url-safe base64 share of a 32-byte key (docs/crypto.md): 43 characters. */
const SHARE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

function storageKey(boxId: string): string {
  return `coffer.invitation_share.${boxId}`;
}

/**
 * Keeps the share of the address bar's fragment, if it holds one, and clears the fragment.
 * Whether there was one.
 */
export function takeInvitationShareFromFragment(boxId: string): boolean {
  const fragment = window.location.hash.slice(1);
  if (!SHARE_PATTERN.test(fragment)) return false;
  sessionStorage.setItem(storageKey(boxId), fragment);
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
  return true;
}

export function keptInvitationShare(boxId: string): string | null {
  return sessionStorage.getItem(storageKey(boxId));
}

/** Once the box key is in the keyring (or the link proved stale), the share is not needed. */
export function forgetInvitationShare(boxId: string): void {
  sessionStorage.removeItem(storageKey(boxId));
}
