'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import { useI18n } from '../../i18n/use-i18n';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

type Member = ApiOutputs['organizations']['listOrganizationMembers'][number];

/** One person of the staff; removing asks once more. The API keeps the last admin (409). */
export function MemberItem({
  oid,
  member,
  isSelf,
  onRemoved,
}: {
  oid: string;
  member: Member;
  isSelf: boolean;
  onRemoved: () => void;
}) {
  const { t } = useI18n();
  const texts = t.admin.members;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.organizations.removeOrganizationMember.mutationOptions());
  const submit = useAdminSubmit((error) => (error.status === 409 ? texts.lastAdmin : null));
  const email = member.identifier_value;
  return (
    <li>
      <div className="admin-item-text">
        <strong>{member.display_name}</strong>{' '}
        {isSelf ? <span className="muted">{texts.you}</span> : null}
        <br />
        <span className="muted">{email}</span>
      </div>
      <span className={`admin-role admin-role-${member.role}`}>{t.admin.roles[member.role]}</span>
      <ConfirmAction
        className="admin-confirm"
        action={texts.remove}
        label={texts.removeLabel(email)}
        question={texts.confirmRemove(email)}
        busy={submit.busy}
        error={submit.error}
        onConfirm={() => {
          void submit.run(async () => {
            await remove.mutateAsync({ oid, identity_id: member.identity_id });
            onRemoved();
            // Leaving the staff changes one's own role and access: refresh it all then.
            await refreshAfterWrite(
              queryClient,
              isSelf
                ? trpc.organizations.pathFilter()
                : trpc.organizations.listOrganizationMembers.pathFilter(),
            );
          });
        }}
      />
    </li>
  );
}
