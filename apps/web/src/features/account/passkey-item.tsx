'use client';

import { useMutation } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { formatDate } from '../../lib/format-date';
import type { WebauthnCredential } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

type PasskeyItemProps = {
  credential: WebauthnCredential;
  onDeleted: (credential: WebauthnCredential) => void;
};

/** One passkey; deleting it asks once more, since it may be the way in. */
export function PasskeyItem({ credential, onDeleted }: PasskeyItemProps) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const remove = useMutation(
    trpc.webauthnCredentials.deleteWebauthnCredential.mutationOptions({
      onSuccess: () => {
        onDeleted(credential);
      },
    }),
  );
  const texts = t.account.passkeys;
  return (
    <li>
      <div>
        <strong>{credential.name}</strong>
        <br />
        <span className="muted">{texts.addedOn(formatDate(credential.created_at, locale))}</span>
      </div>
      <ConfirmAction
        action={texts.delete}
        label={texts.deleteLabel(credential.name)}
        question={texts.confirmDelete(credential.name)}
        busy={remove.isPending}
        error={remove.isError ? describeApiError(remove.error, t) : null}
        onConfirm={() => {
          remove.mutate({ id: credential.id });
        }}
      />
    </li>
  );
}
