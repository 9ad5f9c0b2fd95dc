'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/i18n-provider';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

/** Switches the box between limited and public access (a state.access_mode event). */
export function AccessModeControl({ box }: { box: Box }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const change = useMutation(
    trpc.messages.postBoxEvent.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.boxes.getBox.queryKey() }),
    }),
  );
  const next = box.access_mode === 'limited' ? 'public' : 'limited';
  return (
    <div className="admin-row">
      <p>{t.boxes.box.admin.accessModeLabel(t.boxes.box.accessMode[box.access_mode])}</p>
      <button
        type="button"
        className="secondary"
        disabled={change.isPending}
        onClick={() => {
          change.mutate({ id: box.id, type: 'state.access_mode', content: { value: next } });
        }}
      >
        {next === 'public' ? t.boxes.box.admin.makePublic : t.boxes.box.admin.makeLimited}
      </button>
      <FormFeedback
        error={change.isError ? describeApiError(change.error, t) : null}
        news={change.isSuccess ? t.boxes.box.admin.accessModeChanged : null}
      />
    </div>
  );
}
