'use client';

import { useQuery } from '@tanstack/react-query';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { formatDateTime } from '../../lib/format-date';
import { useTRPC } from '../../lib/trpc/trpc';

const SHOWN_MAILS = 50;

/** The mails a development server kept instead of sending, newest first. */
export function OutboxList() {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const mails = useQuery(trpc.dev.listOutboxMail.queryOptions({ limit: SHOWN_MAILS }));
  return (
    <>
      <div className="page-title">
        <h1>{t.outbox.title}</h1>
        <button
          type="button"
          className="secondary"
          onClick={() => {
            void mails.refetch();
          }}
        >
          {t.outbox.refresh}
        </button>
      </div>
      <p>{t.outbox.intro}</p>
      {mails.isPending ? <p className="muted">{t.common.loading}</p> : null}
      {mails.isError ? (
        <LiveMessage tone="error">{describeApiError(mails.error, t)}</LiveMessage>
      ) : null}
      {mails.isSuccess && mails.data.length === 0 ? (
        <p className="muted">{t.outbox.empty}</p>
      ) : null}
      {(mails.isSuccess ? mails.data : []).map((mail) => (
        <article key={mail.id} className="card mail" aria-labelledby={`mail-${mail.id}`}>
          <h2 id={`mail-${mail.id}`}>{mail.subject}</h2>
          <dl className="facts">
            <dt>{t.outbox.to}</dt>
            <dd>{mail.to}</dd>
            <dt>{t.outbox.receivedAt}</dt>
            <dd>{formatDateTime(mail.created_at, locale)}</dd>
          </dl>
          <pre>{mail.text}</pre>
        </article>
      ))}
    </>
  );
}
