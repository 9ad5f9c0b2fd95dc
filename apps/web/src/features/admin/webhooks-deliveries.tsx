'use client';

import { useQuery } from '@tanstack/react-query';
import { useI18n } from '../../i18n/use-i18n';
import { formatDateTime } from '../../lib/format-date';
import { useTRPC } from '../../lib/trpc/trpc';
import { AdminList } from './admin-list';

/** An endpoint's delivery log, newest first: status, attempts, last error and time. */
export function WebhooksDeliveries({ oid, id, url }: { oid: string; id: string; url: string }) {
  const { t, locale } = useI18n();
  const texts = t.live.webhooks;
  const trpc = useTRPC();
  const deliveries = useQuery(trpc.webhooks.listWebhookDeliveries.queryOptions({ oid, id }));
  const headingId = `webhook-deliveries-${id}`;
  return (
    <details
      className="webhook-deliveries"
      onToggle={(event) => {
        // Deliveries come from the queue, after the page was read: opening shows the current log.
        if (event.currentTarget.open) void deliveries.refetch();
      }}
    >
      <summary id={headingId} aria-label={texts.deliveriesLabel(url)}>
        {texts.deliveries}
      </summary>
      <button type="button" className="link" onClick={() => void deliveries.refetch()}>
        {texts.refresh}
      </button>
      <AdminList
        query={deliveries}
        labelledBy={headingId}
        emptyText={texts.noDeliveries}
        testId="webhook-deliveries"
      >
        {(delivery) => (
          <li key={delivery.id} data-status={delivery.status}>
            <dl className="facts">
              <dt>{texts.eventType}</dt>
              <dd>
                <code>{delivery.event_type}</code>
              </dd>
              <dt>{texts.status}</dt>
              <dd>
                {texts.statuses[delivery.status]}
                {delivery.last_status_code !== null ? ` (${delivery.last_status_code})` : null}
              </dd>
              <dt>{texts.attempts}</dt>
              <dd>{delivery.attempts}</dd>
              {delivery.last_error !== null ? (
                <>
                  <dt>{texts.lastError}</dt>
                  <dd>{delivery.last_error}</dd>
                </>
              ) : null}
              <dt>{texts.time}</dt>
              <dd>{formatDateTime(delivery.last_attempt_at ?? delivery.created_at, locale)}</dd>
            </dl>
          </li>
        )}
      </AdminList>
    </details>
  );
}
