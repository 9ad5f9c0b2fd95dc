'use client';

import { useMutation } from '@tanstack/react-query';
import { ConfirmAction } from '../../components/confirm-action';
import { RenameAction } from '../../components/rename-action';
import { useI18n } from '../../i18n/use-i18n';
import { describeApiError } from '../../lib/describe-api-error';
import { deviceName } from '../../lib/device-name';
import { formatDate, formatDateTime } from '../../lib/format-date';
import type { WebauthnCredential } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

type PasskeyItemProps = {
  credential: WebauthnCredential;
  onDeleted: (credential: WebauthnCredential) => void;
  onRenamed: (name: string) => void;
};

/**
 * One passkey, told apart from the others by what is known of it (docs/identities.md#credentials):
 * its authenticator, the browser it was made in (this one marked), when it was added and last used. It can be
 * renamed; deleting it asks once more, since it may be the way in.
 */
export function PasskeyItem({ credential, onDeleted, onRenamed }: PasskeyItemProps) {
  const { t, locale } = useI18n();
  const trpc = useTRPC();
  const renameWebauthnCredential = useMutation(
    trpc.webauthnCredentials.renameWebauthnCredential.mutationOptions(),
  );
  const remove = useMutation(
    trpc.webauthnCredentials.deleteWebauthnCredential.mutationOptions({
      onSuccess: () => {
        onDeleted(credential);
      },
    }),
  );
  const texts = t.account.passkeys;
  const madeIn = deviceName(t, credential);
  return (
    <li data-testid="passkey" data-current={credential.this_browser}>
      <div>
        <strong>{credential.name}</strong>
        {credential.authenticator && credential.authenticator !== credential.name ? (
          <span className="muted"> ({credential.authenticator})</span>
        ) : null}
        {credential.this_browser ? (
          <span className="muted"> · {t.accountPages.sessions.thisOne}</span>
        ) : null}
        <br />
        <span className="muted">
          {[
            texts.addedOn(formatDate(credential.created_at, locale)),
            madeIn ? texts.madeIn(madeIn) : null,
            credential.last_used_at
              ? texts.lastUsed(formatDateTime(credential.last_used_at, locale))
              : texts.neverUsed,
          ]
            .filter(Boolean)
            .join(', ')}
        </span>
      </div>
      <RenameAction
        name={credential.name}
        label={texts.renameLabel(credential.name)}
        rename={async (name) => {
          const renamed = await renameWebauthnCredential.mutateAsync({
            id: credential.id,
            name,
          });
          onRenamed(renamed.name);
        }}
      />
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
