'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/i18n-provider';
import { useTRPC } from '../../lib/trpc/trpc';
import { useAdminSubmit } from './use-admin-submit';

type Member = {
  identity_id: string;
  display_name: string;
  identifier_value: string;
  role: 'admin' | 'agent';
};

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
  const [confirming, setConfirming] = useState(false);
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
      {confirming ? (
        <div className="confirm admin-confirm" role="group" aria-label={texts.removeLabel(email)}>
          <p>{texts.confirmRemove(email)}</p>
          <LiveMessage tone="error">{submit.error}</LiveMessage>
          <div className="actions">
            <button
              type="button"
              className="danger"
              autoFocus
              disabled={submit.busy}
              onClick={() => {
                void submit.run(async () => {
                  await remove.mutateAsync({ oid, identity_id: member.identity_id });
                  onRemoved();
                  // Leaving the staff changes one's own role and access: refresh it all then.
                  await queryClient.invalidateQueries(
                    isSelf
                      ? trpc.organizations.pathFilter()
                      : trpc.organizations.listOrganizationMembers.pathFilter(),
                  );
                });
              }}
            >
              {texts.remove}
            </button>
            <button
              type="button"
              className="secondary"
              onClick={() => {
                setConfirming(false);
              }}
            >
              {t.common.cancel}
            </button>
          </div>
        </div>
      ) : (
        <button
          type="button"
          className="secondary"
          aria-label={texts.removeLabel(email)}
          onClick={() => {
            setConfirming(true);
          }}
        >
          {texts.remove}
        </button>
      )}
    </li>
  );
}
