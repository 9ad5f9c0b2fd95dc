'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import type { ApiInputs } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { AdminList } from './admin-list';
import { MemberItem } from './member-item';
import { SelectField } from '../../components/select-field';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

type Role = ApiInputs['organizations']['addOrganizationMember']['role'];

/** The staff (admins only): list, add by email with a role, remove. */
export function MembersSection({
  oid,
  identityId,
  isAdmin,
}: {
  oid: string;
  identityId: string;
  isAdmin: boolean;
}) {
  const { t } = useI18n();
  const texts = t.admin.members;
  const [news, setNews] = useState<string | null>(null);
  return (
    <section className="card" aria-labelledby="members-title">
      <h2 id="members-title">{texts.heading}</h2>
      <p className="muted">{texts.intro}</p>
      {isAdmin ? (
        <>
          <LiveMessage tone="success">{news}</LiveMessage>
          <MemberList oid={oid} identityId={identityId} onNews={setNews} />
          <AddMemberForm oid={oid} onNews={setNews} />
        </>
      ) : (
        <p>{texts.adminsOnly}</p>
      )}
    </section>
  );
}

function MemberList({
  oid,
  identityId,
  onNews,
}: {
  oid: string;
  identityId: string;
  onNews: (news: string) => void;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const members = useQuery(trpc.organizations.listOrganizationMembers.queryOptions({ oid }));
  return (
    <AdminList query={members} labelledBy="members-title" emptyText={t.admin.members.none}>
      {(member) => (
        <MemberItem
          key={member.identity_id}
          oid={oid}
          member={member}
          isSelf={member.identity_id === identityId}
          onRemoved={() => {
            onNews(t.admin.members.removed(member.identifier_value));
          }}
        />
      )}
    </AdminList>
  );
}

function AddMemberForm({ oid, onNews }: { oid: string; onNews: (news: string) => void }) {
  const { t } = useI18n();
  const texts = t.admin.members;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const add = useMutation(trpc.organizations.addOrganizationMember.mutationOptions());
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('agent');
  const submit = useAdminSubmit((error) => {
    if (error.status === 409) return texts.alreadyStaff;
    if (error.detail('identifier_value') !== undefined) return texts.emailInvalid;
    return null;
  });
  return (
    <SubmitForm
      className="admin-form"
      submit={submit}
      submitLabel={texts.add}
      action={async () => {
        const member = await add.mutateAsync({ oid, identifier_value: email.trim(), role });
        setEmail('');
        onNews(texts.added(member.identifier_value));
        await refreshAfterWrite(
          queryClient,
          trpc.organizations.listOrganizationMembers.pathFilter(),
        );
      }}
    >
      <div className="admin-form-row">
        <TextField
          label={texts.emailLabel}
          hint={texts.emailHint}
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
          {...submit.field}
        />
        <SelectField
          label={texts.roleLabel}
          value={role}
          onChange={(event) => {
            setRole(event.target.value === 'admin' ? 'admin' : 'agent');
          }}
        >
          <option value="agent">{t.admin.roles.agent}</option>
          <option value="admin">{t.admin.roles.admin}</option>
        </SelectField>
      </div>
    </SubmitForm>
  );
}
