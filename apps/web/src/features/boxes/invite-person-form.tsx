'use client';

import { decryptInvitationKeyShare, type BoxSecretKey } from '@coffer/crypto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { automaticInvitations } from '../../lib/key-storage/automatic-invitations';
import type { Box } from '../../lib/trpc/procedure-types';
import { useFlow } from '../../lib/trpc/flow';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';

/**
 * Lets a known person into the box (access.add for their email) and, when they have keys,
 * invites them automatically (auto_invite, docs/key-model.md#automatic-invitations): the
 * current invitation share, read with the box key, encrypted to their public keys.
 */
export function InvitePersonForm({ box, secretKey }: { box: Box; secretKey: BoxSecretKey }) {
  const { t } = useI18n();
  const texts = t.boxes.box.admin;
  const trpc = useTRPC();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const [email, setEmail] = useState('');
  const [news, setNews] = useState<string | null>(null);
  const submit = useSubmit((error) =>
    error instanceof ApiError && error.status === 409
      ? texts.inviteConflict
      : error instanceof ApiError && error.status === 400
        ? texts.inviteInvalid
        : describeApiError(error, t),
  );
  return (
    <div className="admin-block">
      <h3>{texts.inviteHeading}</h3>
      <p>{texts.inviteIntro}</p>
      <LiveMessage tone="success">{news}</LiveMessage>
      <SubmitForm
        submit={submit}
        submitLabel={texts.invite}
        action={async () => {
          setNews(null);
          const value = email.trim();
          const encrypted = await queryClient.query({
            ...trpc.keyShares.getEncryptedInvitationKeyShare.queryOptions({ box_id: box.id }),
            staleTime: 0,
          });
          const share = await decryptInvitationKeyShare(secretKey, encrypted);
          const invitations = await automaticInvitations(flow, value, share);
          const autoInvite = Object.keys(invitations).length > 0;
          await flow.write(flow.trpc.messages.postBoxEvent.mutationOptions(), {
            id: box.id,
            type: 'access.add',
            content: { restriction_type: 'identifier', value, auto_invite: autoInvite },
            ...(autoInvite ? { extra: invitations } : {}),
          });
          setEmail('');
          setNews(autoInvite ? texts.invitedWithKeys(value) : texts.invitedWithoutKeys(value));
        }}
      >
        <TextField
          label={texts.inviteLabel}
          type="email"
          required
          maxLength={254}
          autoComplete="off"
          value={email}
          onValueChange={setEmail}
          {...submit.field}
        />
      </SubmitForm>
    </div>
  );
}
