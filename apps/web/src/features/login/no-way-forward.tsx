'use client';

import { useEffect, useState } from 'react';
import { useI18n } from '../../i18n/i18n-provider';
import { signInReturn } from '../../lib/sign-in-context';
import type { Identified } from './use-login-flow';

/**
 * What is left when no other method can raise the level (a passkey on another device, a
 * locked method, no second method at all): for Coffer's own pages, going on at the level
 * already reached (a step-up starts from a session the app holds), or another account. Both
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
  const [returnTo, setReturnTo] = useState('/');
  useEffect(() => {
    setReturnTo(signInReturn());
  }, []);
  if (!ownClient) return null;
  const anotherAccount = `/auth/login?${new URLSearchParams({ return_to: returnTo, prompt: 'login' }).toString()}`;
  return (
    <nav className="alternatives" aria-labelledby="no-way-title">
      <h3 id="no-way-title">
        {identified.step === null ? t.journeys.stepUp.back : t.journeys.stepUp.stuckHeading}
      </h3>
      {identified.step === null ? <p>{t.journeys.stepUp.noMethod}</p> : null}
      {identified.step?.method === 'webauthn:webauthn' ? (
        <p>{t.journeys.stepUp.passkeyElsewhere}</p>
      ) : null}
      <ul>
        {identified.carried ? (
          <li>
            <a href={returnTo}>
              {identified.step === null
                ? t.journeys.stepUp.back
                : t.journeys.stepUp.continueWithout}
            </a>
          </li>
        ) : null}
        <li>
          <a href={anotherAccount}>{t.journeys.stepUp.switchAccount}</a>
        </li>
      </ul>
    </nav>
  );
}
