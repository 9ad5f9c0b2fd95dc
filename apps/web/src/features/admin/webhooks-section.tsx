'use client';

import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { AdminList } from './admin-list';
import { WebhooksEndpointItem } from './webhooks-endpoint-item';
import { WebhooksRegisterForm } from './webhooks-register-form';
import { WebhooksSecret } from './webhooks-secret';

/** The organization's webhook endpoints (docs/activity.md), for its admins. */
export function WebhooksSection({ oid, isAdmin }: { oid: string; isAdmin: boolean }) {
  const { t } = useI18n();
  const texts = t.live.webhooks;
  return (
    <section className="card" aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      {isAdmin ? <WebhooksManager oid={oid} /> : <p>{texts.adminsOnly}</p>}
    </section>
  );
}

function WebhooksManager({ oid }: { oid: string }) {
  const { t } = useI18n();
  const texts = t.live.webhooks;
  const trpc = useTRPC();
  const endpoints = useQuery(trpc.webhooks.listWebhookEndpoints.queryOptions({ oid }));
  // The secret of the last registration or rotation: the API answers it this once.
  const [secret, setSecret] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  return (
    <>
      <LiveMessage tone="success">{news}</LiveMessage>
      {secret !== null ? <WebhooksSecret secret={secret} /> : null}
      <AdminList
        query={endpoints}
        labelledBy="webhooks-title"
        emptyText={texts.none}
        testId="webhook-endpoints"
      >
        {(endpoint) => (
          <WebhooksEndpointItem
            key={endpoint.id}
            endpoint={endpoint}
            onSecret={(rotated) => {
              setNews(null);
              setSecret(rotated);
            }}
            onRemoved={() => {
              setSecret(null);
              setNews(texts.removed);
            }}
          />
        )}
      </AdminList>
      <WebhooksRegisterForm
        oid={oid}
        onRegistered={(registered) => {
          setNews(texts.registered);
          setSecret(registered);
        }}
      />
    </>
  );
}
