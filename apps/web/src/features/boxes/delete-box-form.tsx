'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { forgetBoxSecretKey } from '../../lib/box-keyring';
import { goTo } from '../../lib/navigation';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSingleFlight } from '../../lib/use-single-flight';

/** Deletes the box for everyone, once the person typed the confirmation word (docs/boxes.md). */
export function DeleteBoxForm({ box, identityId }: { box: Box; identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const [typed, setTyped] = useState('');
  const [mismatch, setMismatch] = useState(false);
  const remove = useMutation(
    trpc.boxes.deleteBox.mutationOptions({
      onSuccess: async () => {
        // The key opens nothing any more: it does not stay behind in this browser.
        await forgetBoxSecretKey(identityId, box.id).catch(() => undefined);
        goTo(`/admin/organizations/${box.owner_org_id}`);
      },
    }),
  );
  const word = t.boxes.box.admin.deleteWord;
  const deleting = useSingleFlight();

  function submit(): void {
    const confirmation = typed.trim().toLowerCase();
    if (confirmation !== 'delete' && confirmation !== 'supprimer') {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    // Its failure is shown from `remove.error`.
    void deleting.run(() =>
      remove.mutateAsync({ id: box.id, user_confirmation: confirmation }).catch(() => undefined),
    );
  }

  return (
    <form
      className="admin-block"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <h3>{t.boxes.box.admin.deleteHeading}</h3>
      <p>{t.boxes.box.admin.deleteIntro}</p>
      <TextField
        label={t.boxes.box.admin.deleteLabel}
        value={typed}
        autoComplete="off"
        placeholder={word}
        invalid={mismatch}
        errorId="delete-box-error"
        onValueChange={setTyped}
      />
      <LiveMessage tone="error" id="delete-box-error">
        {mismatch
          ? t.boxes.box.admin.deleteMismatch
          : remove.isError
            ? describeApiError(remove.error, t)
            : null}
      </LiveMessage>
      <button type="submit" className="danger" disabled={deleting.busy}>
        {t.boxes.box.admin.deleteSubmit}
      </button>
    </form>
  );
}
