'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/**
 * A new organization (acr 2); the person becomes its admin. Below level 2 the way up is
 * offered in place of the form, before anyone types a name for nothing.
 */
export function CreateOrganizationForm({ returnTo, acr }: { returnTo: string; acr: number }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.organizations.createOrganization.mutationOptions());
  const submit = useAdminSubmit();
  const [name, setName] = useState('');
  const [news, setNews] = useState<string | null>(null);
  if (acr < 2) {
    return (
      <section className="card" aria-labelledby="create-organization-title">
        <h2 id="create-organization-title">{t.admin.home.createHeading}</h2>
        <p>{t.accountPages.dashboard.createNeedsLevel}</p>
        <RaiseAcrPrompt requiredAcr={2} returnTo={returnTo} offerSetup />
      </section>
    );
  }
  return (
    <section className="card" aria-labelledby="create-organization-title">
      <h2 id="create-organization-title">{t.admin.home.createHeading}</h2>
      <LiveMessage tone="success">{news}</LiveMessage>
      <SubmitForm
        submit={submit}
        submitLabel={t.admin.home.create}
        // The ACR error has its own prompt below.
        error={submit.requiredAcr === null ? submit.error : null}
        action={async () => {
          setNews(null);
          const organization = await create.mutateAsync({ name: name.trim() });
          setName('');
          setNews(t.admin.home.created(organization.name));
          await refreshAfterWrite(
            queryClient,
            trpc.organizations.listStaffOrganizations.pathFilter(),
          );
        }}
      >
        <TextField
          label={t.admin.home.nameLabel}
          hint={t.admin.home.nameHint}
          required
          maxLength={100}
          autoComplete="organization"
          value={name}
          onValueChange={setName}
          invalid={submit.error !== null && submit.requiredAcr === null}
          errorId={submit.errorId}
        />
      </SubmitForm>
      {submit.requiredAcr !== null ? (
        <RaiseAcrPrompt requiredAcr={submit.requiredAcr} returnTo={returnTo} offerSetup />
      ) : null}
    </section>
  );
}
