'use client';

import { useI18n } from '../../i18n/i18n-provider';
import { isAmr } from '../../lib/amr';
import { formatDateTime } from '../../lib/format-date';
import type { Session } from '../../lib/trpc/procedure-types';

/** Who is signed in, and how strongly (acr) with which methods (amr). */
export function SessionSummary({ session }: { session: Session }) {
  const { t, locale } = useI18n();
  const texts = t.account.session;
  return (
    <section className="card" aria-labelledby="session-title">
      <h2 id="session-title">{texts.heading}</h2>
      <dl className="facts">
        <dt>{texts.identityId}</dt>
        <dd>
          <code data-testid="identity-id">{session.identity_id}</code>
        </dd>
        <dt>{texts.accountId}</dt>
        <dd>
          {session.account_id !== null ? (
            <code>{session.account_id}</code>
          ) : session.has_account ? (
            texts.accountHidden
          ) : (
            texts.noAccount
          )}
        </dd>
        <dt>{texts.securityLevel}</dt>
        <dd data-testid="acr">{session.acr}</dd>
        <dt>{texts.methods}</dt>
        <dd>
          <ul className="inline-list" data-testid="amr">
            {session.amr.map((method) => (
              <li key={method} data-amr={method}>
                {isAmr(method) ? t.amr[method] : method}
              </li>
            ))}
          </ul>
        </dd>
        <dt>{texts.signedInAt}</dt>
        <dd>{formatDateTime(session.auth_time, locale)}</dd>
      </dl>
    </section>
  );
}
