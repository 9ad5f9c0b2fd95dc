'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { AdminList } from './admin-list';
import { DatatagItem } from './datatag-item';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** The organization's datatags: list, rename, create. */
export function DatatagsSection({ oid }: { oid: string }) {
  const { t } = useI18n();
  const texts = t.admin.datatags;
  const trpc = useTRPC();
  const datatags = useQuery(trpc.organizations.listDatatags.queryOptions({ oid }));
  const [news, setNews] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="datatags-title">
      <h2 id="datatags-title">{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      <LiveMessage tone="success">{news}</LiveMessage>
      <AdminList query={datatags} labelledBy="datatags-title" emptyText={texts.none}>
        {(datatag) => (
          <DatatagItem
            key={datatag.id}
            oid={oid}
            datatag={datatag}
            onRenamed={(name) => {
              setNews(texts.renamed(name));
            }}
          />
        )}
      </AdminList>
      <CreateDatatagForm
        oid={oid}
        onCreated={(name) => {
          setNews(texts.created(name));
        }}
      />
    </section>
  );
}

function CreateDatatagForm({ oid, onCreated }: { oid: string; onCreated: (name: string) => void }) {
  const { t } = useI18n();
  const texts = t.admin.datatags;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.organizations.createDatatag.mutationOptions());
  const submit = useAdminSubmit();
  const [name, setName] = useState('');
  return (
    <SubmitForm
      className="admin-form"
      submit={submit}
      submitLabel={texts.create}
      action={async () => {
        const datatag = await create.mutateAsync({ oid, name: name.trim() });
        setName('');
        onCreated(datatag.name);
        await refreshAfterWrite(queryClient, trpc.organizations.listDatatags.pathFilter());
      }}
    >
      <TextField
        label={texts.nameLabel}
        required
        maxLength={100}
        autoComplete="off"
        value={name}
        onValueChange={setName}
        {...submit.field}
      />
    </SubmitForm>
  );
}
