import type { TestBrowser } from './test-browser';

/**
 * The login page's API and the app's own sign-in, as a browser drives them at `origin`: one
 * copy for the tests of sign-ins, step-ups and logouts. Each call answers as
 * `TestBrowser.json` does, and the test checks what it is about.
 */
export function loginApi(origin: string) {
  const api = (path: string) => `${origin}/api${path}`;

  /** One authentication step: prepared without `metadata`, performed with it. */
  const step = (
    browser: TestBrowser,
    challenge: string,
    identityId: string,
    methodName: string,
    metadata?: unknown,
  ) =>
    browser.json('POST', api('/authn-steps'), {
      login_challenge: challenge,
      authn_step: { identity_id: identityId, method_name: methodName, metadata },
    });

  return {
    step,
    loginInfo: (browser: TestBrowser, challenge: string) =>
      browser.json('GET', api(`/auth/login/info?login_challenge=${challenge}`)),
    identify: (browser: TestBrowser, challenge: string, email: string) =>
      browser.json('PUT', api('/auth/identities'), {
        login_challenge: challenge,
        identifier_value: email,
      }),
    /** A recovery code of the authenticator app: the TOTP group, performed at once. */
    recoveryStep: (browser: TestBrowser, challenge: string, identityId: string, code: string) =>
      step(browser, challenge, identityId, 'totp:recovery', { recovery_code: code }),
    /**
     * The app's own sign-in on the browser's provider session (/auth/login → /oauth2/auth →
     * /auth/callback): the CSRF token the callback hands over in its fragment.
     */
    appSignIn: async (browser: TestBrowser, returnTo = '/account'): Promise<string> => {
      const start = await browser.follow(
        `${origin}/auth/login?return_to=${encodeURIComponent(returnTo)}`,
      );
      const authorize = await browser.follow(start.location ?? '');
      const callback = await browser.follow(authorize.location ?? '');
      return new URLSearchParams((callback.location ?? '').split('#')[1]).get('csrf_token') ?? '';
    },
  };
}
