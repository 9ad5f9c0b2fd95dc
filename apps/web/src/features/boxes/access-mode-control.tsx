'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/i18n-provider';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

/**
 * Switches the box between limited and public access (a state.access_mode event). Making it
 * public lets in anyone with the link: the admin reads what that means and confirms first.
 */
export function AccessModeControl({ box }: { box: Box }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const change = useMutation(
    trpc.messages.postBoxEvent.mutationOptions({
      onSuccess: () => {
        setConfirming(false);
        return queryClient.invalidateQueries({ queryKey: trpc.boxes.getBox.queryKey() });
      },
    }),
  );
  const next = box.access_mode === 'limited' ? 'public' : 'limited';
  const texts = t.accountPages.dashboard;
  const apply = () => {
    change.mutate({ id: box.id, type: 'state.access_mode', content: { value: next } });
  };
  return (
    <div className="admin-row">
      <p>{t.boxes.box.admin.accessModeLabel(t.boxes.box.accessMode[box.access_mode])}</p>
      {confirming ? (
        <div className="confirm" role="group" aria-labelledby="make-public-question">
          <p id="make-public-question">
            <strong>{texts.publicQuestion}</strong>
          </p>
          <p>{texts.publicMeans}</p>
          <p>{texts.publicUndo}</p>
          <div className="actions">
            <button
              type="button"
              className="danger"
              autoFocus
              disabled={change.isPending}
              onClick={apply}
            >
              {texts.publicConfirm}
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
          disabled={change.isPending}
          onClick={() => {
            if (next === 'public') setConfirming(true);
            else apply();
          }}
        >
          {next === 'public' ? t.boxes.box.admin.makePublic : t.boxes.box.admin.makeLimited}
        </button>
      )}
      <FormFeedback
        error={change.isError ? describeApiError(change.error, t) : null}
        news={change.isSuccess ? t.boxes.box.admin.accessModeChanged : null}
      />
    </div>
  );
}
