import { AppError } from '@coffer/domain';
import {
  OAuthError,
  PROVIDER_SESSION_COOKIE,
  resumeAuthorization,
  startAuthorization,
  type AuthorizationOutcome,
} from '@coffer/domain/oidc';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { clientIpOf } from '../auth/client-ip';
import { readCookie, readForm, readParameters } from './http-helpers';
import { errorPage, formPostPage } from './render-page';

/**
 * /oauth2/auth, GET or POST (OIDC Core §3.1.2.1). With `login_challenge` alone it is the
 * way back from the login and consent pages.
 */
export async function handleAuthorize(request: Request): Promise<Response> {
  try {
    await limitAuthRequests({ clientIp: clientIpOf(request.headers) });
    const params =
      request.method === 'POST'
        ? await readForm(request)
        : readParameters(new URL(request.url).searchParams);
    const sessionToken = readCookie(request, PROVIDER_SESSION_COOKIE);
    const loginChallenge = params['login_challenge'];
    const outcome =
      loginChallenge !== undefined && params['client_id'] === undefined
        ? await resumeAuthorization({ loginChallengeId: loginChallenge, sessionToken })
        : await startAuthorization({ params, sessionToken });
    return render(outcome);
  } catch (error) {
    if (error instanceof OAuthError) return errorPage('Sign-in request refused', error.description);
    if (error instanceof AppError && error.status === 429) {
      const response = errorPage('Too many attempts', error.message, 429);
      response.headers.set('retry-after', error.headers['retry-after'] ?? '60');
      return response;
    }
    throw error;
  }
}

function render(outcome: AuthorizationOutcome): Response {
  switch (outcome.kind) {
    case 'redirect':
      return new Response(null, {
        status: 302,
        headers: { location: outcome.location, 'cache-control': 'no-store' },
      });
    case 'form_post':
      return formPostPage(outcome.action, outcome.fields);
    case 'error_page':
      return errorPage('Sign-in request refused', outcome.description);
  }
}
