'use client';

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { stepUpUrl } from '../lib/navigation';
import { useTRPC } from '../lib/trpc/trpc';
import { CreatePasskeyAndStepUp } from './create-passkey-and-step-up';
import { SwitchAccount } from './switch-account';

/**
 * Contract §3's ACR error, in words, and the way on: away from the security settings, for a
 * person whose account has no second method, a passkey created right here and the step-up
 * with it in one go; for one who has a method, the step-up with it alone (a new one would
 * need it: docs/authentication.md#sensitive-operations), or another account. Either way the
 * sign-in comes back to `returnTo`, and asks only for the second method
 * (docs/authentication.md#step-up-in-the-same-browser).
 */
export function RaiseAcrPrompt({
  requiredAcr,
  returnTo,
  offerSetup = false,
  context,
}: {
  requiredAcr: number;
  returnTo: string;
  offerSetup?: boolean;
  /** What the level is for, when the page knows (the box and who opened it). */
  context?: string | null;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const trpc = useTRPC();
  // The page's session (read already by its gate): whether the account has a method.
  const session = useQuery(trpc.auth.getSession.queryOptions());
  const accountHasMethod = (session.data?.account_acr ?? 1) >= requiredAcr;
  return (
    <div className="raise-acr" role="region" aria-labelledby={titleId}>
      <h3 id={titleId}>{t.account.raise.heading}</h3>
      {context ? <p className="raise-acr-context">{context}</p> : null}
      {offerSetup && !accountHasMethod ? (
        <>
          <CreatePasskeyAndStepUp returnTo={returnTo} requiredAcr={requiredAcr} />
          <div className="actions">
            <a className="button secondary" href={stepUpUrl(returnTo, requiredAcr)}>
              {t.account.raise.action}
            </a>
            <a className="button secondary" href="/account">
              {t.account.raise.setup}
            </a>
          </div>
          <SwitchAccount returnTo={returnTo} />
        </>
      ) : (
        <>
          <p>{t.account.raise.body(requiredAcr)}</p>
          <div className="actions">
            <a className="button" href={stepUpUrl(returnTo, requiredAcr)}>
              {t.account.raise.action}
            </a>
          </div>
          {offerSetup ? <SwitchAccount returnTo={returnTo} /> : null}
        </>
      )}
    </div>
  );
}
