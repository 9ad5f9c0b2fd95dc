'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/**
 * A new organization (acr 2); the person becomes its admin. Below level 2 the way up is
 * offered in place of the form, before anyone types a name for nothing. Its first datatag
 * comes in the same form, pre-filled (a box needs one), and the person lands on the new
 * organization's dashboard, ready to open a box (docs/boxes.md#a-new-staff-members-first-box).
 */
export function CreateOrganizationForm({ returnTo, acr }: { returnTo: string; acr: number }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const router = useRouter();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.organizations.createOrganization.mutationOptions());
  const createDatatag = useMutation(trpc.organizations.createDatatag.mutationOptions());
  const submit = useAdminSubmit();
  const [name, setName] = useState('');
  const [datatag, setDatatag] = useState(t.admin.home.firstDatatagDefault);
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
      <SubmitForm
        submit={submit}
        submitLabel={t.admin.home.create}
        // The ACR error has its own prompt below.
        error={submit.requiredAcr === null ? submit.error : null}
        action={async () => {
          const organization = await create.mutateAsync({ name: name.trim() });
          const oid = organization.id;
          // The organization exists now: a refused datatag must not lead to a second one.
          // Its dashboard then says that a box needs a datatag, and offers to create it.
          if (datatag.trim() !== '') {
            await createDatatag.mutateAsync({ oid, name: datatag.trim() }).catch(() => undefined);
          }
          // The dashboard reads the person's role from this list.
          await refreshAfterWrite(
            queryClient,
            trpc.organizations.listStaffOrganizations.pathFilter(),
          );
          router.push(`/admin/organizations/${encodeURIComponent(oid)}`);
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
        <TextField
          label={t.admin.home.firstDatatagLabel}
          hint={t.admin.home.firstDatatagHint}
          maxLength={100}
          autoComplete="off"
          value={datatag}
          onValueChange={setDatatag}
        />
      </SubmitForm>
      {submit.requiredAcr !== null ? (
        <RaiseAcrPrompt requiredAcr={submit.requiredAcr} returnTo={returnTo} offerSetup />
      ) : null}
    </section>
  );
}
