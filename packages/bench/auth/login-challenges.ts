import { authorizationUrl } from './authorization-url';

/** A sign-in as the login page holds it once the person has named their email. */
export type IdentifiedChallenge = { loginChallenge: string; identityId: string };

/**
 * A browser (its key cookie only) at /oauth2/auth is sent to /login with a new login challenge;
 * naming the email (PUT /api/auth/identities) binds the challenge to the identity.
 */
export async function openIdentifiedChallenge(options: {
  origin: string;
  clientId: string;
  email: string;
  /** The browser's key cookie: a challenge answers only to the browser that opened it. */
  browserCookie: string;
}): Promise<IdentifiedChallenge> {
  const { origin } = options;
  const cookie = options.browserCookie;
  const authorize = authorizationUrl(origin, options.clientId);
  const redirect = await fetch(authorize, { redirect: 'manual', headers: { cookie } });
  const loginChallenge = new URL(redirect.headers.get('location') ?? '', origin).searchParams.get(
    'login_challenge',
  );
  if (!loginChallenge) {
    throw new Error(
      `GET /oauth2/auth answered ${redirect.status} without a login challenge: ${await redirect.text()}`,
    );
  }
  const identify = await fetch(new URL('/api/auth/identities', origin), {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ login_challenge: loginChallenge, identifier_value: options.email }),
  });
  if (!identify.ok) {
    throw new Error(
      `PUT /api/auth/identities answered ${identify.status}: ${await identify.text()}`,
    );
  }
  const answer = (await identify.json()) as {
    authn_step: { identity_id: string };
    available_amrs: string[];
  };
  if (!answer.available_amrs.includes('identity:prehashed_password')) {
    throw new Error(
      `${options.email} has no password method: ${JSON.stringify(answer.available_amrs)}`,
    );
  }
  return { loginChallenge, identityId: answer.authn_step.identity_id };
}
