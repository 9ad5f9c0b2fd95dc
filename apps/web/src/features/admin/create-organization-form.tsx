'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/i18n-provider';
import { useTRPC } from '../../lib/trpc/trpc';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { useAdminSubmit } from './use-admin-submit';

/** A new organization (acr 2); the person becomes its admin. */
export function CreateOrganizationForm({ returnTo }: { returnTo: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.organizations.createOrganization.mutationOptions());
  const submit = useAdminSubmit();
  const [name, setName] = useState('');
  const [news, setNews] = useState<string | null>(null);
  const errorId = useId();
  return (
    <section className="card" aria-labelledby="create-organization-title">
      <h2 id="create-organization-title">{t.admin.home.createHeading}</h2>
      <LiveMessage tone="success">{news}</LiveMessage>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setNews(null);
          void submit.run(async () => {
            const organization = await create.mutateAsync({ name: name.trim() });
            setName('');
            setNews(t.admin.home.created(organization.name));
            await queryClient.invalidateQueries(
              trpc.organizations.listStaffOrganizations.pathFilter(),
            );
          });
        }}
      >
        <TextField
          label={t.admin.home.nameLabel}
          hint={t.admin.home.nameHint}
          required
          maxLength={100}
          autoComplete="organization"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
          }}
          invalid={submit.error !== null && submit.requiredAcr === null}
          errorId={errorId}
        />
        <LiveMessage tone="error" id={errorId}>
          {submit.requiredAcr === null ? submit.error : null}
        </LiveMessage>
        <button type="submit" disabled={submit.busy}>
          {t.admin.home.create}
        </button>
      </form>
      {submit.requiredAcr !== null ? (
        <RaiseAcrPrompt requiredAcr={submit.requiredAcr} returnTo={returnTo} offerSetup />
      ) : null}
    </section>
  );
}
