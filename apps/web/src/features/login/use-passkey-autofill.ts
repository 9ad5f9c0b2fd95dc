import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from '@simplewebauthn/browser';
import { useEffect, useRef, useState } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { stepErrorMessage } from './step-error-message';
import type { LoginFlow } from './use-login-flow';

export type PasskeyAutofill = {
  /** The server's refusal of a passkey picked in the autofill, in the step's words. */
  error: string | null;
  /** The person goes another way (the button, their email): the autofill's request ends. */
  stop: () => void;
};

/** The assertion as the server reads it: no extension results (no PRF asked here). */
export function sentAssertion(assertion: AuthenticationResponseJSON): AuthenticationResponseJSON {
  return { ...assertion, clientExtensionResults: {} };
}

/**
 * The email field's autofill offers this site's passkeys (WebAuthn conditional mediation,
 * docs/authentication.md#passkey-without-an-email): while the email step shows, one
 * conditional request waits for the person to pick a passkey there, which then signs in as
 * "Sign in with a passkey" does. A browser allows one request at a time: it is aborted as
 * soon as the person goes another way, and when the step goes away.
 */
export function usePasskeyAutofill(
  flow: Pick<LoginFlow, 'passkeyOptions' | 'signInWithPasskey'>,
): PasskeyAutofill {
  const { t } = useI18n();
  const [error, setError] = useState<string | null>(null);
  // The flow's functions change with every render; the request is made once per step.
  const latest = useRef({ flow, t });
  useEffect(() => {
    latest.current = { flow, t };
  });
  const stopRef = useRef<() => void>(() => undefined);
  useEffect(() => {
    // Stopped: no request, no sign-in. Pending: the browser's request waits for a pick.
    const request = { live: true, pending: false };
    const stopped = () => !request.live;
    // The WebAuthn library loads once the page is up, not with it: the first screen is the
    // email field, which works without it (packages/bench/README.md, login page JavaScript).
    let webauthn: typeof import('@simplewebauthn/browser') | null = null;
    stopRef.current = () => {
      if (!request.live) return;
      request.live = false;
      // Only this request: a ceremony the person started since is theirs.
      if (request.pending) webauthn?.WebAuthnAbortService.cancelCeremony();
    };
    void (async () => {
      // Not loaded (offline since): no autofill; the passkey button says what failed.
      const library = await import('@simplewebauthn/browser').catch(() => null);
      webauthn = library;
      // A browser without it gets no challenge made for nothing.
      if (library === null || !(await library.browserSupportsWebAuthnAutofill()) || stopped())
        return;
      const options = (await latest.current.flow
        .passkeyOptions()
        .catch(() => null)) as PublicKeyCredentialRequestOptionsJSON | null;
      if (stopped() || options === null) return;
      let assertion: AuthenticationResponseJSON;
      request.pending = true;
      try {
        assertion = await library.startAuthentication({
          optionsJSON: options,
          useBrowserAutofill: true,
        });
      } catch {
        // Aborted, timed out, or nothing to offer: the autofill just offers no passkey.
        return;
      } finally {
        request.pending = false;
      }
      if (stopped()) return;
      try {
        await latest.current.flow.signInWithPasskey(sentAssertion(assertion));
      } catch (failure) {
        if (!stopped() && failure instanceof ApiError) {
          setError(stepErrorMessage(failure, 'webauthn:webauthn', latest.current.t));
        }
      }
    })();
    return () => {
      stopRef.current();
    };
  }, []);
  return { error, stop: () => stopRef.current() };
}
