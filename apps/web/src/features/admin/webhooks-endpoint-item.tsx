'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { describeAdminError } from './admin-errors';
import { formatDate } from '../../lib/format-date';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { WebhooksDeliveries } from './webhooks-deliveries';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

type Endpoint = ApiOutputs['webhooks']['listWebhookEndpoints'][number];

/** One endpoint: its address and types, enable/disable, rotate, delete, and its delivery log. */
export function WebhooksEndpointItem({
  endpoint,
  onSecret,
  onRemoved,
}: {
  endpoint: Endpoint;
  onSecret: (secret: string) => void;
  onRemoved: () => void;
}) {
  const { t, locale } = useI18n();
  const texts = t.live.webhooks;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => refreshAfterWrite(queryClient, trpc.webhooks.pathFilter());
  const { oid, id } = { oid: endpoint.organization_id, id: endpoint.id };
  const toggle = useMutation(
    trpc.webhooks.updateWebhookEndpoint.mutationOptions({ onSuccess: refresh }),
  );
  const rotate = useMutation(
    trpc.webhooks.rotateWebhookSecret.mutationOptions({
      onSuccess: ({ secret }) => {
        onSecret(secret);
      },
    }),
  );
  const remove = useMutation(
    trpc.webhooks.deleteWebhookEndpoint.mutationOptions({
      onSuccess: async () => {
        onRemoved();
        await refresh();
      },
    }),
  );
  return (
    <li data-testid="webhook-endpoint">
      <div className="admin-item-text">
        <strong className="webhook-url">{endpoint.url}</strong>{' '}
        <span className={endpoint.enabled ? 'badge badge-ok' : 'badge'}>
          {endpoint.enabled ? texts.enabled : texts.disabled}
        </span>
        <br />
        <span className="muted">
          {endpoint.event_types.join(', ')} · {formatDate(endpoint.created_at, locale)}
        </span>
      </div>
      <div className="actions">
        <button
          type="button"
          className="secondary"
          disabled={toggle.isPending}
          onClick={() => {
            toggle.mutate({ oid, id, enabled: !endpoint.enabled });
          }}
        >
          {endpoint.enabled ? texts.disable : texts.enable}
        </button>
        <ConfirmAction
          action={texts.rotate}
          label={texts.rotate}
          question={texts.rotateConfirm}
          busy={rotate.isPending}
          error={rotate.error ? describeAdminError(rotate.error, t) : null}
          onConfirm={() => rotate.mutateAsync({ oid, id })}
        />
        <ConfirmAction
          action={texts.remove}
          label={texts.removeLabel(endpoint.url)}
          question={texts.removeConfirm}
          busy={remove.isPending}
          error={remove.error ? describeAdminError(remove.error, t) : null}
          onConfirm={() => remove.mutateAsync({ oid, id })}
        />
      </div>
      <LiveMessage tone="error">
        {toggle.error ? describeAdminError(toggle.error, t) : null}
      </LiveMessage>
      <WebhooksDeliveries oid={oid} id={id} url={endpoint.url} />
    </li>
  );
}
