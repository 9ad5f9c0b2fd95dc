'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { useTRPC } from '../../lib/trpc/trpc';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** Whether the public profile shows the email address (docs/identities.md: profile config). */
export function ProfileSharingToggle({ identityId }: { identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const config = useQuery(trpc.identities.getProfileConfig.queryOptions({ id: identityId }));
  // The box follows the click in the same render (React would otherwise put the old state
  // back until the request starts); a refusal puts back what the server holds.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const configure = useMutation(
    trpc.identities.configureProfile.mutationOptions({
      onSuccess: () =>
        refreshAfterWrite(queryClient, { queryKey: trpc.identities.getProfileConfig.queryKey() }),
      onError: () => {
        setChosen(null);
      },
    }),
  );
  const failure = config.error ?? configure.error;
  const checked = chosen ?? config.data?.email ?? false;
  return (
    <div className="field checkbox-field">
      <input
        id={`${id}-share`}
        type="checkbox"
        checked={checked}
        disabled={!config.isSuccess || configure.isPending}
        onChange={(event) => {
          setChosen(event.target.checked);
          configure.mutate({ id: identityId, email: event.target.checked });
        }}
      />
      <label htmlFor={`${id}-share`}>{t.account.profile.shareEmail}</label>
      <FormFeedback
        error={failure ? describeApiError(failure, t) : null}
        news={
          configure.isSuccess ? t.account.profile.shareEmailSaved(configure.variables.email) : null
        }
      />
    </div>
  );
}
