/**
 * A sign-in without the login page, for specs whose subject comes after it: the same REST
 * calls the login page makes (docs/authentication.md, "The interaction API"), sent by the
 * browser context's own request client, so that its cookies (the browser key, then the
 * session) land in that context as the page's would. The login page's own journeys keep
 * signing in through it (sign-in specs, journeys.spec.ts, journey-lengths.spec.ts): a
 * browser that loads, renders and scripts the login page costs several CPU seconds more
 * per sign-in than these few calls.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForNewCodeAllowed } from './admin-dashboard';
import { APP_ORIGIN } from './e2e-settings';
import { readMailbox, receiveSignInCode } from './mailbox';

type AuthnStepAnswer =
  | { next: 'redirect'; redirect_to: string }
  | { next: 'authn_step'; authn_step: { identity_id: string; method_name: string } };

/**
 * By emailed code (acr 1, or what the person's own level allows with it), then the browser
 * opens `returnTo`, signed in, as after the login page.
 */
export async function signInThroughApi(page: Page, email: string, returnTo = '/account') {
  const { request } = page.context();
  const query = new URLSearchParams({ return_to: returnTo });
  const login = await followRedirects(request, `/auth/login?${query.toString()}`, '/login');
  const loginChallenge = login.searchParams.get('login_challenge');
  if (!loginChallenge) throw new Error(`no login challenge in ${login.href}`);

  const identified = await send<{ authn_step: { identity_id: string; method_name: string } }>(
    request,
    'PUT',
    '/api/auth/identities',
    { login_challenge: loginChallenge, identifier_value: email },
  );
  expect(identified.authn_step.method_name).toBe('identity:emailed_code');
  const step = {
    identity_id: identified.authn_step.identity_id,
    method_name: 'identity:emailed_code',
  };
  // A second sign-in of one person gets a code of its own (the resend delay), as on the page.
  await waitForNewCodeAllowed(email);
  const mailsBefore = (await readMailbox(email)).length;
  await send(request, 'POST', '/api/authn-steps', {
    login_challenge: loginChallenge,
    authn_step: step,
  });
  const code = await receiveSignInCode(email, mailsBefore);
  const done = await send<AuthnStepAnswer>(request, 'POST', '/api/authn-steps', {
    login_challenge: loginChallenge,
    authn_step: { ...step, metadata: { code } },
  });
  if (done.next !== 'redirect')
    throw new Error(`the sign-in asks for ${done.authn_step.method_name} too`);
  // The way back to /oauth2/auth, the app's own callback (its session cookies), then the page.
  await followRedirects(request, done.redirect_to, new URL(returnTo, APP_ORIGIN).pathname);
  await page.goto(returnTo);
  await expect(page).toHaveURL(`${APP_ORIGIN}${returnTo}`);
}

/** Follows redirects from `path` until one leads to `pathname` (not loaded); that address. */
async function followRedirects(
  request: APIRequestContext,
  path: string,
  pathname: string,
): Promise<URL> {
  let url = new URL(path, APP_ORIGIN);
  for (let hops = 0; hops < 10; hops += 1) {
    const response = await request.get(url.href, { maxRedirects: 0 });
    const location = response.headers()['location'];
    if (response.status() < 300 || response.status() >= 400 || !location) {
      throw new Error(`${url.href} answered ${response.status()}, not a redirect to ${pathname}`);
    }
    url = new URL(location, url);
    if (url.pathname === pathname) return url;
  }
  throw new Error(`no redirect to ${pathname} from ${path}`);
}

/** A JSON call of the interaction API; any answer but 200 fails the test with its body. */
async function send<Answer>(
  request: APIRequestContext,
  method: 'PUT' | 'POST',
  path: string,
  body: unknown,
): Promise<Answer> {
  const response = await request.fetch(new URL(path, APP_ORIGIN).href, { method, data: body });
  if (response.status() !== 200) {
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  }
  return (await response.json()) as Answer;
}
