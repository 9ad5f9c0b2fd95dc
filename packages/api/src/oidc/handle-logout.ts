import { logOut } from '@coffer/domain/oidc';
import { readInteractionCookies } from '../auth/read-credentials';
import { clearedSessionCookies } from '../auth/cookies';
import { frontchannelLogoutPage } from './frontchannel-logout-page';
import { readForm, readParameters } from './http-helpers';
import { logoutConfirmationPage } from './render-page';

/**
 * /oauth2/logout (RP-initiated logout): ends the provider session and its tokens when the
 * client's id_token_hint names this session's person, else after the person confirms. Relying
 * parties with a frontchannel_logout_uri are loaded in iframes on the way out.
 */
export async function handleLogout(request: Request): Promise<Response> {
  const params =
    request.method === 'POST'
      ? await readForm(request)
      : readParameters(new URL(request.url).searchParams);
  const outcome = await logOut({ params, ...readInteractionCookies(request.headers) });
  if (outcome.kind === 'confirm') return logoutConfirmationPage(outcome.fields);
  const response =
    outcome.frontchannel.length > 0
      ? frontchannelLogoutPage(outcome.location, outcome.frontchannel)
      : new Response(null, {
          status: 302,
          headers: { location: outcome.location, 'cache-control': 'no-store' },
        });
  if (outcome.signedOut) {
    for (const cookie of clearedSessionCookies()) response.headers.append('set-cookie', cookie);
  }
  return response;
}
