'use client';

import type { ReactNode } from 'react';
import { useI18n } from '../../i18n/use-i18n';
import { useCountdown } from '../../lib/use-countdown';

/**
 * The emailed code is locked after too many wrong tries (docs/authentication.md#brute-force-counted-per-source):
 * the code is burnt and no new one is mailed until the lock ends. What the person can do is
 * said instead of a bare wait: a new code, from when, the other methods they have (listed
 * below by MethodAlternatives), or another account.
 */
export function CodeLockout({
  lockedUntil,
  sending,
  hasOtherMethods,
  resend,
  anotherAccount,
}: {
  lockedUntil: number;
  sending: boolean;
  hasOtherMethods: boolean;
  resend: () => void;
  anotherAccount: ReactNode;
}) {
  const { t, locale } = useI18n();
  const waitSeconds = useCountdown(lockedUntil);
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(lockedUntil);
  return (
    <div className="alternatives" role="region" aria-labelledby="code-lockout-title">
      <h3 id="code-lockout-title">{t.signin.codeLockout.heading}</h3>
      <p>{t.signin.codeLockout.body}</p>
      <p>
        {waitSeconds > 0
          ? t.signin.codeLockout.until(time, t.common.duration(waitSeconds))
          : t.signin.codeLockout.now}
      </p>
      <ul>
        <li>
          <button type="button" disabled={sending || waitSeconds > 0} onClick={resend}>
            {t.signin.codeLockout.resend}
          </button>
        </li>
        {anotherAccount === null ? null : <li>{anotherAccount}</li>}
      </ul>
      {hasOtherMethods ? <p>{t.signin.codeLockout.otherMethods}</p> : null}
    </div>
  );
}
