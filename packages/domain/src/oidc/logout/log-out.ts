import { createHmac } from 'node:crypto';
import { deriveKey } from '../../secrets/derive-key';
import { secretsEqual } from '../../secrets/hash-secret';
import { endProviderSession } from '../provider-session/end-provider-session';
import { findProviderSession } from '../provider-session/find-provider-session';
import { listFrontchannelLogouts } from './list-frontchannel-logouts';
import { planLogout } from './plan-logout';

export type LogoutOutcome =
  /**
   * Signed out (or nothing to sign out): clear the cookies when `signedOut`, load each of
   * `frontchannel` in an iframe (Front-Channel Logout), then go on.
   */
  | { kind: 'done'; location: string; signedOut: boolean; frontchannel: string[] }
  /** Ask the person first: a page whose form posts these fields back to the endpoint. */
  | { kind: 'confirm'; fields: Record<string, string> };

/**
 * /oauth2/logout (RP-initiated logout). A request from any site can reach this endpoint, so
 * it ends the session only when the client proves it speaks for this session's person (an
 * id_token_hint of ours naming them) or the person confirms on our page. The confirmation is
 * a MAC of a cookie of this browser (its provider session, else its browser key): another
 * site can neither read it from our page nor have the browser send those cookies with a
 * cross-site POST.
 */
export async function logOut(options: {
  params: Record<string, string | undefined>;
  sessionToken: string | undefined;
  browserKey: string | undefined;
}): Promise<LogoutOutcome> {
  const { logout_confirmation: confirmation, ...params } = options.params;
  const plan = await planLogout(params);
  const binding = options.sessionToken ?? options.browserKey;
  if (binding === undefined) {
    return { kind: 'done', location: plan.location, signedOut: false, frontchannel: [] };
  }
  const session = await findProviderSession({ token: options.sessionToken });
  const hinted = session !== null && plan.hintSubject === session.identityId;
  const confirmed =
    confirmation !== undefined && secretsEqual(confirmation, logoutConfirmationFor(binding));
  if (!hinted && !confirmed) {
    const fields: Record<string, string> = {};
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) fields[name] = value;
    return {
      kind: 'confirm',
      fields: { ...fields, logout_confirmation: logoutConfirmationFor(binding) },
    };
  }
  const ended = await endProviderSession({ token: options.sessionToken });
  const frontchannel = ended.ended ? await listFrontchannelLogouts(ended.sessionId) : [];
  return { kind: 'done', location: plan.location, signedOut: true, frontchannel };
}

function logoutConfirmationFor(binding: string): string {
  return createHmac('sha256', deriveKey('logout-confirmation')).update(binding).digest('base64url');
}
