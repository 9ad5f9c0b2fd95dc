import { clientSummary, findActiveChallenge } from './find-active-challenge';

/** GET /api/auth/login/info: what the login page shows about the request. */
export async function getLoginInfo(options: {
  loginChallenge: string;
  browserKey: string | undefined;
}) {
  const challenge = await findActiveChallenge({
    where: { id: options.loginChallenge },
    field: 'login_challenge',
    browserKey: options.browserKey,
  });
  return {
    client: clientSummary(challenge.client),
    scope: challenge.scopes,
    acr_values: challenge.acrValues.length > 0 ? challenge.acrValues : null,
    login_hint: challenge.loginHint,
    // A step-up starts with what this browser's session proved (start-authorization.ts).
    performed_amrs: challenge.sessionId === null ? challenge.performedAmr : [],
  };
}
