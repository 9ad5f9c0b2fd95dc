'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { useAdminSubmit } from './use-admin-submit';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from './webhooks-event-types';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** Registers an endpoint for chosen event types; its secret comes back once (onRegistered). */
export function WebhooksRegisterForm({
  oid,
  onRegistered,
}: {
  oid: string;
  onRegistered: (secret: string) => void;
}) {
  const { t } = useI18n();
  const texts = t.live.webhooks;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const register = useMutation(trpc.webhooks.createWebhookEndpoint.mutationOptions());
  const [url, setUrl] = useState('');
  const [types, setTypes] = useState<WebhookEventType[]>(['msg.text', 'msg.file']);
  const submit = useAdminSubmit((error) => {
    if (error.detail('url') !== undefined) return texts.urlInvalid;
    if (error.detail('event_types') !== undefined) return texts.eventTypesInvalid;
    return null;
  });
  return (
    <SubmitForm
      className="admin-form"
      submit={submit}
      submitLabel={texts.register}
      action={async () => {
        const endpoint = await register.mutateAsync({ oid, url: url.trim(), event_types: types });
        setUrl('');
        onRegistered(endpoint.secret);
        await refreshAfterWrite(queryClient, trpc.webhooks.listWebhookEndpoints.pathFilter());
      }}
    >
      <TextField
        label={texts.urlLabel}
        hint={texts.urlHint}
        type="url"
        required
        maxLength={2048}
        autoComplete="off"
        value={url}
        onValueChange={setUrl}
        invalid={submit.error !== null}
        errorId={submit.errorId}
      />
      <fieldset className="webhook-types">
        <legend>{texts.eventTypesLabel}</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="webhook-type">
            <input
              type="checkbox"
              checked={types.includes(type)}
              onChange={(event) => {
                const { checked } = event.target;
                setTypes((chosen) =>
                  checked ? [...chosen, type] : chosen.filter((other) => other !== type),
                );
              }}
            />
            <code>{type}</code>
          </label>
        ))}
      </fieldset>
    </SubmitForm>
  );
}
