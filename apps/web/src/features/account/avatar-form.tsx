'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormFeedback } from '../../components/form-feedback';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { sendRestStream } from '../../lib/api/send-rest-stream';
import { describeApiError } from '../../lib/describe-api-error';
import type { Identity } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';
import { useSingleFlight } from '../../lib/use-single-flight';

/** The largest avatar the server takes (docs/http-api.md). */
const AVATAR_MAX_BYTES = 3 * 1024 * 1024;

/** PUT /identities/<id>/avatar: a multipart upload, so REST rather than tRPC. */
async function uploadAvatar(identityId: string, file: File): Promise<void> {
  const form = new FormData();
  form.append('avatar', file);
  await sendRestStream({
    method: 'PUT',
    path: `/identities/${encodeURIComponent(identityId)}/avatar`,
    body: form,
  });
}

export function AvatarForm({ identity }: { identity: Identity }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [news, setNews] = useState<string | null>(null);
  const refresh = () =>
    refreshAfterWrite(queryClient, { queryKey: trpc.identities.getIdentity.queryKey() });
  const uploading = useSingleFlight();
  const upload = useMutation({
    mutationFn: (file: File) => uploadAvatar(identity.id, file),
    onSuccess: async () => {
      setNews(t.account.profile.avatarUploaded);
      if (input.current) input.current.value = '';
      // The avatar is cached for a minute (it is public): fetch the new one into the cache
      // so that this page shows it now, under the same address.
      await fetch(`/api/identities/${encodeURIComponent(identity.id)}/avatar`, {
        cache: 'reload',
      }).catch(() => undefined);
      await refresh();
    },
  });
  const remove = useMutation(
    trpc.identities.deleteAvatar.mutationOptions({
      onSuccess: async () => {
        setNews(t.account.profile.avatarRemoved);
        await refresh();
      },
    }),
  );
  const [problem, setProblem] = useState<string | null>(null);
  const failure = upload.error ?? remove.error;
  const failureText =
    failure instanceof ApiError && failure.status === 413
      ? t.account.profile.avatarTooLarge
      : failure instanceof ApiError && failure.status === 400 && failure.detail('avatar')
        ? t.account.profile.avatarWrongType
        : failure
          ? describeApiError(failure, t)
          : null;
  return (
    <div className="avatar-form">
      <h3>{t.account.profile.avatarHeading}</h3>
      {identity.avatar_url ? (
        // The avatar is served by the API, not a static asset next/image could optimize.
        <img className="avatar" src={identity.avatar_url} alt={t.account.profile.avatarAlt} />
      ) : (
        <p className="muted">{t.account.profile.noAvatar}</p>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setNews(null);
          const file = input.current?.files?.[0];
          if (!file || file.size > AVATAR_MAX_BYTES) {
            setProblem(file ? t.account.profile.avatarTooLarge : t.account.profile.avatarRequired);
            return;
          }
          setProblem(null);
          // Its failure is shown from `upload.error`.
          void uploading.run(() => upload.mutateAsync(file).catch(() => undefined));
        }}
      >
        <TextField
          label={t.account.profile.avatarLabel}
          hint={t.account.profile.avatarHint}
          ref={input}
          type="file"
          accept="image/png,image/jpeg,image/webp"
        />
        <FormFeedback error={problem ?? failureText} news={news} />
        <div className="actions">
          <button type="submit" disabled={uploading.busy}>
            {t.account.profile.avatarUpload}
          </button>
          {identity.avatar_url ? (
            <button
              type="button"
              className="secondary"
              disabled={remove.isPending}
              onClick={() => {
                setNews(null);
                remove.mutate({ id: identity.id });
              }}
            >
              {t.account.profile.avatarRemove}
            </button>
          ) : null}
        </div>
      </form>
    </div>
  );
}
