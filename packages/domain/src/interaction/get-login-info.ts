import { clientSummary, findActiveChallenge } from './find-active-challenge';

/** GET /api/auth/login/info: what the login page shows about the request. */
export async function getLoginInfo({ loginChallenge }: { loginChallenge: string }) {
  const challenge = await findActiveChallenge({ id: loginChallenge }, 'login_challenge');
  return {
    client: clientSummary(challenge.client),
    scope: challenge.scopes,
    acr_values: challenge.acrValues.length > 0 ? challenge.acrValues : null,
    login_hint: challenge.loginHint,
  };
}
