// What the sign-in page may tell about the sign-in it serves, kept in this tab's
// sessionStorage by the app page that started it (the provider's login page knows only its
// challenge): where the person is going, so that every way out of the sign-in returns there,
// and which invitation they opened, so that the page can say who sent it.

const RETURN_KEY = 'coffer.sign_in.return_to';
const INVITATION_KEY = 'coffer.sign_in.invitation';
const PROVISIONS_KEY = 'coffer.sign_in.provisions_organization';

/** The public box info of the invitation link this tab opened (docs/boxes.md). */
export type InvitationContext = { boxId: string; title: string; organization: string };

/** A path of this origin, as the app's sign-in itself accepts (docs/authentication.md). */
function isLocalPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');
}

/** Also called while a server renders a link: nothing to keep there. */
export function rememberSignInReturn(returnTo: string): void {
  if (typeof sessionStorage === 'undefined' || !isLocalPath(returnTo)) return;
  sessionStorage.setItem(RETURN_KEY, returnTo);
}

/** Where the sign-in was going; the inbox when this tab did not start one. */
export function signInReturn(): string {
  const kept = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RETURN_KEY);
  return kept !== null && isLocalPath(kept) ? kept : '/inbox';
}

export function rememberInvitation(invitation: InvitationContext): void {
  sessionStorage.setItem(INVITATION_KEY, JSON.stringify(invitation));
}

export function forgetInvitation(): void {
  sessionStorage.removeItem(INVITATION_KEY);
}

export function rememberedInvitation(): InvitationContext | null {
  const kept = sessionStorage.getItem(INVITATION_KEY);
  if (kept === null) return null;
  try {
    const parsed = JSON.parse(kept) as Partial<InvitationContext>;
    return typeof parsed.boxId === 'string' &&
      typeof parsed.title === 'string' &&
      typeof parsed.organization === 'string'
      ? { boxId: parsed.boxId, title: parsed.title, organization: parsed.organization }
      : null;
  } catch {
    return null;
  }
}

/** The organization of the provisions link this tab opened (docs/key-model.md#provisions). */
export function rememberProvisionsLink(organization: string): void {
  sessionStorage.setItem(PROVISIONS_KEY, organization);
}

export function forgetProvisionsLink(): void {
  sessionStorage.removeItem(PROVISIONS_KEY);
}

export function rememberedProvisionsLink(): string | null {
  return sessionStorage.getItem(PROVISIONS_KEY);
}

const TYPED_EMAIL_KEY = 'coffer.sign_in.typed_email';

/**
 * The email the person typed on the home page before the sign-in page existed: that page
 * names it at once, as if its own Continue had been pressed (docs/authentication.md). Kept
 * in this tab only, and only a person's own typing sets it: a link's login_hint never does.
 */
export function rememberTypedEmail(email: string): void {
  sessionStorage.setItem(TYPED_EMAIL_KEY, email);
}

/** The email typed on the home page, once: a later sign-in in this tab starts afresh. */
export function takeTypedEmail(): string | null {
  const typed = sessionStorage.getItem(TYPED_EMAIL_KEY);
  sessionStorage.removeItem(TYPED_EMAIL_KEY);
  return typed;
}
