'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { SelectField } from '../../components/select-field';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import type { Identity } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { useSingleFlight } from '../../lib/use-single-flight';

type Frequency = Identity['notifications'];

const FREQUENCIES: readonly Frequency[] = ['minimal', 'moderate', 'frequent'];

/** Display name and notification frequency (docs/identities.md: PATCH /identities/<id>). */
export function ProfileForm({ identity }: { identity: Identity }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [displayName, setDisplayName] = useState(identity.display_name);
  const [notifications, setNotifications] = useState<Frequency>(identity.notifications);
  const update = useMutation(
    trpc.identities.updateIdentity.mutationOptions({
      onSuccess: () =>
        refreshAfterWrite(queryClient, { queryKey: trpc.identities.getIdentity.queryKey() }),
    }),
  );
  const saving = useSingleFlight();
  const { error } = update;
  const nameRefused = error?.detail('display_name') !== undefined;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // Its failure is shown from `update.error`.
        void saving.run(() =>
          update
            .mutateAsync({ id: identity.id, display_name: displayName.trim(), notifications })
            .catch(() => undefined),
        );
      }}
    >
      <TextField
        label={t.account.profile.displayNameLabel}
        hint={t.account.profile.displayNameHint}
        value={displayName}
        maxLength={254}
        autoComplete="name"
        invalid={nameRefused}
        errorId={`${id}-error`}
        onValueChange={setDisplayName}
      />
      <SelectField
        label={t.account.profile.notificationsLabel}
        value={notifications}
        onChange={(event) => {
          setNotifications(event.target.value as Frequency);
        }}
      >
        {FREQUENCIES.map((frequency) => (
          <option key={frequency} value={frequency}>
            {t.account.profile.notifications[frequency]}
          </option>
        ))}
      </SelectField>
      <FormFeedback
        errorId={`${id}-error`}
        error={
          nameRefused
            ? t.account.profile.displayNameInvalid
            : error
              ? describeApiError(error, t)
              : null
        }
        news={update.isSuccess ? t.account.profile.saved : null}
      />
      <button type="submit" disabled={saving.busy}>
        {t.account.profile.save}
      </button>
    </form>
  );
}
