import {
  newBrowserKey,
  resumeAuthorization,
  startAuthorization,
  type AuthorizationOutcome,
} from '@coffer/domain/oidc';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { clientIpOf } from '../auth/client-ip';
import { readInteractionCookies } from '../auth/read-credentials';
import { browserKeyCookie, providerSessionCookie } from '../auth/cookies';
import { readForm, readParameters } from './http-helpers';
import { errorPage, formPostPage } from './render-page';

/**
 * /oauth2/auth, GET or POST (OIDC Core §3.1.2.1). With `login_challenge` alone it is the
 * way back from the login and consent pages.
 */
export async function handleAuthorize(request: Request): Promise<Response> {
  await limitAuthRequests({ clientIp: clientIpOf(request.headers) });
  const params =
    request.method === 'POST'
      ? await readForm(request)
      : readParameters(new URL(request.url).searchParams);
  const { sessionToken, browserKey } = readInteractionCookies(request.headers);
  const loginChallenge = params['login_challenge'];
  if (loginChallenge !== undefined && params['client_id'] === undefined) {
    return render(
      await resumeAuthorization({ loginChallengeId: loginChallenge, sessionToken, browserKey }),
    );
  }
  // A browser seen for the first time gets its key with this answer.
  const key = browserKey ?? newBrowserKey();
  const response = render(await startAuthorization({ params, sessionToken, browserKey: key }));
  if (key !== browserKey) response.headers.append('set-cookie', browserKeyCookie(key));
  return response;
}

function render(outcome: AuthorizationOutcome): Response {
  switch (outcome.kind) {
    case 'redirect': {
      const response = new Response(null, {
        status: 302,
        headers: { location: outcome.location, 'cache-control': 'no-store' },
      });
      // A step-up completed by the passkey just created (docs/authentication.md).
      if (outcome.session) {
        const { token, expiresAt } = outcome.session;
        response.headers.append('set-cookie', providerSessionCookie(token, expiresAt));
      }
      return response;
    }
    case 'form_post':
      return formPostPage(outcome.action, outcome.fields);
    case 'error_page':
      return errorPage('Sign-in request refused', outcome.description);
  }
}
