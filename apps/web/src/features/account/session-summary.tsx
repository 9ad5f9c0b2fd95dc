'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/use-i18n';
import { isAmr } from '../../lib/amr';
import { formatDateTime } from '../../lib/format-date';
import type { Session } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

/**
 * Who is signed in, by their email, how strongly (acr) and with which methods (amr). The
 * internal ids are there only for whoever opens the technical details.
 */
export function SessionSummary({ session }: { session: Session }) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const identity = useQuery(trpc.identities.getIdentity.queryOptions({ id: session.identity_id }));
  const texts = t.accountPages.you;
  return (
    <section className="card" aria-labelledby="session-title">
      <h2 id="session-title">{texts.heading}</h2>
      <dl className="facts">
        <dt>{texts.signedInAs}</dt>
        <dd data-testid="signed-in-email">
          <strong>{identity.data?.identifier_value ?? '…'}</strong>
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
      <details>
        <summary>{texts.details}</summary>
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
              texts.accountIdHidden
            ) : (
              texts.noAccountId
            )}
          </dd>
        </dl>
      </details>
    </section>
  );
}
