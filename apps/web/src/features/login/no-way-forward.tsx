'use client';

import { useEffect, useState } from 'react';
import { CreatePasskeyAndStepUp } from '../../components/create-passkey-and-step-up';
import { useI18n } from '../../i18n/use-i18n';
import { signInReturn } from '../../lib/sign-in-context';
import type { Identified } from './use-login-flow';

/** Where this tab's sign-in is going (the page that started it); the inbox until read. */
export function useSignInReturn(): string {
  const [returnTo, setReturnTo] = useState('/inbox');
  useEffect(() => {
    setReturnTo(signInReturn());
  }, []);
  return returnTo;
}

/** A new sign-in, whatever the browser's session, back to `returnTo`. */
export function anotherAccountHref(returnTo: string): string {
  return `/auth/login?${new URLSearchParams({ return_to: returnTo, prompt: 'login' }).toString()}`;
}

/**
 * What is left when no other method can raise the level (a passkey on another device, a
 * locked method, no second method at all): for Coffer's own pages, a passkey created right
 * here when there is no second method (registration needs only the level-1 session the
 * step-up started from), going on at the level already reached, or another account. All
 * lead back to the page that started the sign-in.
 */
export function NoWayForward({
  identified,
  ownClient,
}: {
  identified: Identified;
  ownClient: boolean;
}) {
  const { t } = useI18n();
  const returnTo = useSignInReturn();
  if (!ownClient) return null;
  const noSecondMethod = identified.step === null;
  return (
    <nav className="alternatives" aria-labelledby="no-way-title">
      <h3 id="no-way-title">
        {noSecondMethod ? t.signin.noSecondMethod.heading : t.journeys.stepUp.stuckHeading}
      </h3>
      {noSecondMethod ? <p>{t.journeys.stepUp.noMethod}</p> : null}
      {noSecondMethod && identified.carried ? (
        <CreatePasskeyAndStepUp returnTo={returnTo} requiredAcr={identified.requiredAcr} />
      ) : null}
      {identified.step?.method === 'webauthn:webauthn' ? (
        <p>{t.journeys.stepUp.passkeyElsewhere}</p>
      ) : null}
      <ul>
        {identified.carried ? (
          <li>
            <a href={returnTo}>{t.journeys.stepUp.continueWithout}</a>
          </li>
        ) : null}
        <li>
          <a href={anotherAccountHref(returnTo)}>{t.journeys.stepUp.switchAccount}</a>
        </li>
      </ul>
    </nav>
  );
}
