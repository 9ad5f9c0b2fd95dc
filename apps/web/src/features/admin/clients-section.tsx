'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { formatDate } from '../../lib/format-date';
import { useTRPC } from '../../lib/trpc/trpc';
import { AdminList } from './admin-list';
import { parseJwksText } from './parse-jwks-text';
import { SubmitForm } from '../../components/submit-form';
import { TextAreaField, TextField } from '../../components/text-field';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** Machine clients: registered by admins with a public JWK set, listed for the staff. */
export function ClientsSection({ oid, isAdmin }: { oid: string; isAdmin: boolean }) {
  const { t, locale } = useI18n();
  const texts = t.admin.clients;
  const trpc = useTRPC();
  const clients = useQuery(trpc.organizations.listOrganizationClients.queryOptions({ oid }));
  const [news, setNews] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="clients-title">
      <h2 id="clients-title">{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      <LiveMessage tone="success">{news}</LiveMessage>
      <AdminList
        query={clients}
        labelledBy="clients-title"
        emptyText={texts.none}
        testId="admin-clients"
      >
        {(client) => (
          <li key={client.client_id}>
            <div className="admin-item-text">
              <strong>{client.name}</strong>
              <dl className="facts admin-client-facts">
                <dt>{texts.clientId}</dt>
                <dd>
                  <code data-testid="client-id">{client.client_id}</code>
                </dd>
              </dl>
              <span className="muted">
                {texts.registeredOn(formatDate(client.created_at, locale))} ·{' '}
                {texts.keyCount(client.jwks.keys.length)}
              </span>
            </div>
          </li>
        )}
      </AdminList>
      {isAdmin ? (
        <RegisterClientForm
          oid={oid}
          onRegistered={(name) => {
            setNews(texts.registered(name));
          }}
        />
      ) : (
        <p>{texts.adminsOnly}</p>
      )}
    </section>
  );
}

function RegisterClientForm({
  oid,
  onRegistered,
}: {
  oid: string;
  onRegistered: (name: string) => void;
}) {
  const { t } = useI18n();
  const texts = t.admin.clients;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const register = useMutation(trpc.organizations.createOrganizationClient.mutationOptions());
  const [name, setName] = useState('');
  const [jwksText, setJwksText] = useState('');
  const [localError, setLocalError] = useState<string | null>(null);
  const submit = useAdminSubmit((error) => {
    const jwks = error.detail('jwks');
    if (jwks === 'forbidden') return texts.privateKey;
    if (jwks !== undefined) return texts.unsupported;
    return null;
  });
  const error = localError ?? submit.error;
  return (
    <SubmitForm
      className="admin-form"
      submit={submit}
      submitLabel={texts.register}
      error={error}
      action={async () => {
        const parsed = parseJwksText(jwksText);
        if (parsed.kind !== 'jwks') {
          setLocalError(
            parsed.kind === 'not_json'
              ? texts.notJson
              : parsed.kind === 'private_key'
                ? texts.privateKey
                : texts.notJwks,
          );
          return;
        }
        setLocalError(null);
        const client = await register.mutateAsync({ oid, name: name.trim(), jwks: parsed.jwks });
        setName('');
        setJwksText('');
        onRegistered(client.name);
        await refreshAfterWrite(
          queryClient,
          trpc.organizations.listOrganizationClients.pathFilter(),
        );
      }}
    >
      <TextField
        label={texts.nameLabel}
        hint={texts.nameHint}
        required
        maxLength={100}
        autoComplete="off"
        value={name}
        onValueChange={setName}
      />
      <TextAreaField
        label={texts.jwksLabel}
        hint={texts.jwksHint}
        required
        rows={6}
        spellCheck={false}
        autoComplete="off"
        className="admin-code-input"
        value={jwksText}
        onValueChange={setJwksText}
        invalid={error !== null}
        errorId={submit.errorId}
      />
    </SubmitForm>
  );
}
