'use client';

import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { SwitchAccount } from '../../components/switch-account';
import { useI18n } from '../../i18n/use-i18n';
import type { ApiErrorFields } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { rememberedInvitation, type InvitationContext } from '../../lib/sign-in-context';
import { useTRPC } from '../../lib/trpc/trpc';
import { DeletedBoxNotice } from './deleted-box-notice';

/**
 * Why a box does not open (docs/boxes.md): the session's level is too low, the person could
 * join (a public box), the box they could read was deleted, or the box is not theirs to see
 * (an unknown box looks the same).
 */
export function BoxProblem({
  boxId,
  error,
  onJoined,
}: {
  boxId: string;
  error: ApiErrorFields;
  onJoined: () => unknown;
}) {
  const { t } = useI18n();
  const { requiredAcr } = error;
  const invitation = useBoxInvitation(boxId);
  if (requiredAcr !== null) {
    return (
      <RaiseAcrPrompt
        requiredAcr={requiredAcr}
        returnTo={`/boxes/${boxId}`}
        offerSetup
        context={
          invitation ? t.signin.boxPrompt.context(invitation.organization, invitation.title) : null
        }
      />
    );
  }
  if (error.detail('reason') === 'not_member') {
    return <JoinBox boxId={boxId} onJoined={onJoined} />;
  }
  if (error.status === 410 && error.detail('reason') === 'deleted') {
    const deletedAt = error.detail('deleted_at');
    return (
      <DeletedBoxNotice
        deletion={
          deletedAt ? { deletedAt, organization: error.detail('organization') ?? '' } : null
        }
      />
    );
  }
  if (error.status === 403) {
    return (
      <section className="card" aria-labelledby="no-access-title">
        <h1 id="no-access-title">{t.boxes.box.noAccess.heading}</h1>
        <p>{t.boxes.box.noAccess.body}</p>
        {/* A link opened while signed in with another email (docs/authentication.md). */}
        <SwitchAccount returnTo={`/boxes/${boxId}`} />
      </section>
    );
  }
  return <LiveMessage tone="error">{describeApiError(error, t)}</LiveMessage>;
}

/**
 * The refusal for level says nothing of the box (docs/authentication.md: `acr` and `required_acr` only),
 * so the prompt names it from what this tab already knows: the public box info of the
 * invitation link it opened for this very box (invitation-sign-in.ts).
 */
function useBoxInvitation(boxId: string): InvitationContext | null {
  const [invitation, setInvitation] = useState<InvitationContext | null>(null);
  useEffect(() => {
    const remembered = rememberedInvitation();
    setInvitation(remembered?.boxId === boxId ? remembered : null);
  }, [boxId]);
  return invitation;
}

function JoinBox({ boxId, onJoined }: { boxId: string; onJoined: () => unknown }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const join = useMutation(trpc.messages.postBoxEvent.mutationOptions({ onSuccess: onJoined }));
  return (
    <section className="card" aria-labelledby="join-title">
      <h1 id="join-title">{t.boxes.box.notMember.heading}</h1>
      <p>{t.boxes.box.notMember.body}</p>
      <LiveMessage tone="error">
        {join.isError ? describeApiError(join.error, t) : null}
      </LiveMessage>
      <button
        type="button"
        disabled={join.isPending}
        onClick={() => {
          join.mutate({ id: boxId, type: 'member.join' });
        }}
      >
        {t.boxes.box.notMember.join}
      </button>
    </section>
  );
}
