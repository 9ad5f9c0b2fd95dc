/**
 * A sign-in without the login page, for specs whose subject comes after it: the same REST
 * calls the login page makes (docs/authentication.md, "The interaction API"), sent by the
 * browser context's own request client, so that its cookies (the browser key, then the
 * session) land in that context as the page's would. Level 2 adds a passkey, made or used
 * from a page of the app's origin (api-passkey.ts), never the account or login page. The
 * login page's own journeys keep signing in through it (sign-in specs, journeys.spec.ts,
 * journey-lengths.spec.ts): a browser that loads, renders and scripts the login page costs
 * several CPU seconds more per sign-in than these few calls.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForNewCodeAllowed } from './admin-dashboard';
import { assertWithPasskey, registerPasskey } from './api-passkey';
import { APP_ORIGIN } from './e2e-settings';
import { readMailbox, receiveSignInCode } from './mailbox';

type AuthnStep = { identity_id: string; method_name: string };

type AuthnStepAnswer =
  { next: 'redirect'; redirect_to: string } | { next: 'authn_step'; authn_step: AuthnStep };

/**
 * By emailed code (acr 1, or what the person's own level allows with it), then the browser
 * opens `returnTo`, signed in, as after the login page.
 */
export async function signInThroughApi(page: Page, email: string, returnTo = '/account') {
  await signInWithoutPage(page, email, returnTo);
  await openSignedIn(page, returnTo);
}

/**
 * A new sign-in at level 2 (`prompt=login`): a new emailed code, then the passkey the page's
 * virtual authenticator holds, asked for from a page of the app's origin as the login page's
 * passkey step asks; then the browser opens `returnTo`.
 */
export async function signInAtLevel2ThroughApi(page: Page, email: string, returnTo = '/account') {
  const { request } = page.context();
  const { loginChallenge, answer } = await proveEmailedCode(request, email, {
    return_to: returnTo,
    acr_values: '2',
    prompt: 'login',
  });
  if (answer.next !== 'authn_step' || answer.authn_step.method_name !== 'webauthn:webauthn') {
    throw new Error(`the level-2 sign-in asks for ${JSON.stringify(answer)}, not the passkey`);
  }
  const step = { identity_id: answer.authn_step.identity_id, method_name: 'webauthn:webauthn' };
  // Prepared first, as the page's passkey step does: a fresh single-use challenge.
  const prepared = await send<{ authn_step: { metadata: unknown } }>(
    request,
    'POST',
    '/api/authn-steps',
    { login_challenge: loginChallenge, authn_step: step },
  );
  const assertion = await assertWithPasskey(page, prepared.authn_step.metadata);
  const done = await send<AuthnStepAnswer>(request, 'POST', '/api/authn-steps', {
    login_challenge: loginChallenge,
    authn_step: { ...step, metadata: assertion },
  });
  await finishSignIn(request, done, returnTo);
  await openSignedIn(page, returnTo);
}

/**
 * A new person at level 2, as "Add a passkey" on /account makes one: an emailed code, then a
 * passkey (addPasskeyThroughApi); the browser then opens `returnTo`. The page needs a
 * virtual authenticator.
 */
export async function signUpAtLevel2ThroughApi(
  page: Page,
  email: string,
  returnTo: string,
  passkeyName: string,
) {
  const identityId = await signInWithoutPage(page, email, returnTo);
  await addPasskeyThroughApi(page, passkeyName, returnTo, identityId);
}

/**
 * From a session at level 1, as "Add a passkey" on /account does: a passkey registered with
 * `step_up`, which the step-up that follows counts as its passkey
 * (docs/authentication.md#a-passkey-created-during-a-sign-in-counts-once); the browser then
 * opens `returnTo` at level 2. `identityId`: the session's, when the caller knows it.
 */
export async function addPasskeyThroughApi(
  page: Page,
  passkeyName: string,
  returnTo: string,
  identityId?: string,
) {
  const registered = await registerPasskey(
    page,
    identityId ?? (await sessionIdentityId(page)),
    passkeyName,
    { stepUp: true },
  );
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  // The step-up from this session (apps/web/src/lib/navigation.ts stepUpUrl): complete at
  // once, with no sign-in page, back to `returnTo`.
  const query = new URLSearchParams({ return_to: returnTo, acr_values: '2' });
  await followRedirects(
    page.context().request,
    `/auth/login?${query.toString()}`,
    pathOf(returnTo),
  );
  await openSignedIn(page, returnTo);
}

/** The identity of the page's session, as the app's API reports it. */
async function sessionIdentityId(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const csrf = (await (await fetch('/api/auth/csrf')).json()) as { csrf_token: string };
    const answer = await fetch('/api/auth/session', {
      headers: { 'x-csrf-token': csrf.csrf_token },
    });
    return ((await answer.json()) as { identity_id: string }).identity_id;
  });
}

/** The level-1 sign-in's calls, up to the app's session cookies; the identity's id. */
async function signInWithoutPage(page: Page, email: string, returnTo: string): Promise<string> {
  const { request } = page.context();
  const { identityId, answer } = await proveEmailedCode(request, email, { return_to: returnTo });
  await finishSignIn(request, answer, returnTo);
  return identityId;
}

/**
 * Starts the app's sign-in with `query`, names the email and proves a new emailed code: the
 * interaction's challenge and the server's answer to the code.
 */
async function proveEmailedCode(
  request: APIRequestContext,
  email: string,
  query: Record<string, string>,
): Promise<{ loginChallenge: string; identityId: string; answer: AuthnStepAnswer }> {
  const login = await followRedirects(
    request,
    `/auth/login?${new URLSearchParams(query).toString()}`,
    '/login',
  );
  const loginChallenge = login.searchParams.get('login_challenge');
  if (!loginChallenge) throw new Error(`no login challenge in ${login.href}`);

  const identified = await send<{ authn_step: AuthnStep }>(request, 'PUT', '/api/auth/identities', {
    login_challenge: loginChallenge,
    identifier_value: email,
  });
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
  const answer = await send<AuthnStepAnswer>(request, 'POST', '/api/authn-steps', {
    login_challenge: loginChallenge,
    authn_step: { ...step, metadata: { code } },
  });
  return { loginChallenge, identityId: step.identity_id, answer };
}

/** The way back to /oauth2/auth and the app's own callback (its session cookies), not the page. */
async function finishSignIn(request: APIRequestContext, done: AuthnStepAnswer, returnTo: string) {
  if (done.next !== 'redirect')
    throw new Error(`the sign-in asks for ${done.authn_step.method_name} too`);
  await followRedirects(request, done.redirect_to, pathOf(returnTo));
}

async function openSignedIn(page: Page, returnTo: string) {
  await page.goto(returnTo);
  await expect(page).toHaveURL(`${APP_ORIGIN}${returnTo}`);
}

function pathOf(returnTo: string): string {
  return new URL(returnTo, APP_ORIGIN).pathname;
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
