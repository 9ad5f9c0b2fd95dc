import { useEffect, useRef, useState } from 'react';
import { takeTypedEmail } from '../../lib/sign-in-context';
import type { LoginFlow } from './use-login-flow';

type LoginInfo = { login_hint: string | null; performed_amrs: string[] };

/**
 * The email typed on the home page (sign-in-context.ts): the app's own sign-in that it started
 * names it at once, so that the person does not press Continue a second time
 * (docs/authentication.md#the-journey-of-a-second-device-with-a-password). Only when this
 * request's login_hint is that email: a link's hint alone waits for the person's Continue.
 * Whether that is still under way; a failure leaves the email form, filled in.
 */
export function useTypedEmailStart(
  info: LoginInfo | undefined,
  ownClient: boolean,
  flow: LoginFlow,
): boolean {
  const started = useRef(false);
  // Undecided until the request's info is known: no email form flashes before it names itself.
  const [pending, setPending] = useState(true);
  const { identify } = flow;
  useEffect(() => {
    if (started.current || info === undefined) return;
    started.current = true;
    const typed = takeTypedEmail();
    if (typed === null || !ownClient || info.login_hint !== typed || info.performed_amrs.length) {
      setPending(false);
      return;
    }
    identify(typed)
      .catch(() => undefined)
      .finally(() => {
        setPending(false);
      });
  }, [info, ownClient, identify]);
  return pending;
}
