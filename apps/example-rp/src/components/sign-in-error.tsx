/** next-auth's error codes in words; the code itself is shown too, for whoever debugs. */
const EXPLANATIONS: Record<string, string> = {
  OAuthCallback:
    'The answer from Coffer could not be verified (state, PKCE, nonce, code or ID token), so it was refused.',
  OAuthSignin: 'The sign-in request to Coffer could not be prepared.',
  Callback: 'The answer from Coffer was refused.',
  AccessDenied: 'Access was denied.',
  Configuration: 'This app is not configured correctly; see its server log.',
};

export function SignInError({ code }: { code: string }) {
  return (
    <p role="alert" className="alert">
      <strong>Sign-in failed.</strong> {EXPLANATIONS[code] ?? 'Signing in did not complete.'}{' '}
      <span className="code">
        (<code data-testid="error-code">{code}</code>)
      </span>
    </p>
  );
}
