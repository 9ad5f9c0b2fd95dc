'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/**
 * Switches the box between limited and public access (a state.access_mode event). Making it
 * public lets in anyone with the link: the admin reads what that means and confirms first.
 * Limiting access again takes one click: it only takes rights away.
 */
export function AccessModeControl({ box }: { box: Box }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.messages.postBoxEvent.mutationOptions({
      onSuccess: () => refreshAfterWrite(queryClient, { queryKey: trpc.boxes.getBox.queryKey() }),
    }),
  );
  const next = box.access_mode === 'limited' ? 'public' : 'limited';
  const texts = t.accountPages.dashboard;
  const error = change.isError ? describeApiError(change.error, t) : null;
  const apply = () => {
    change.mutate({ id: box.id, type: 'state.access_mode', content: { value: next } });
  };
  return (
    <div className="admin-row">
      <p>{t.boxes.box.admin.accessModeLabel(t.boxes.box.accessMode[box.access_mode])}</p>
      {next === 'public' ? (
        <ConfirmAction
          action={t.boxes.box.admin.makePublic}
          label={t.boxes.box.admin.makePublic}
          question={texts.publicQuestion}
          details={[texts.publicMeans, texts.publicUndo]}
          busy={change.isPending}
          error={error}
          onConfirm={apply}
        />
      ) : (
        <button type="button" className="secondary" disabled={change.isPending} onClick={apply}>
          {t.boxes.box.admin.makeLimited}
        </button>
      )}
      <FormFeedback
        error={next === 'limited' ? error : null}
        news={change.isSuccess ? t.boxes.box.admin.accessModeChanged : null}
      />
    </div>
  );
}
