'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  buildInvitationLink,
  decryptInvitationKeyShare,
  splitBoxSecretKey,
  type BoxPublicKey,
  type BoxSecretKey,
} from '@coffer/crypto';
import { ConfirmAction } from '../../components/confirm-action';
import { FormFeedback } from '../../components/form-feedback';
import { useI18n } from '../../i18n/use-i18n';
import { copyToClipboard } from '../../lib/copy-to-clipboard';
import { describeApiError } from '../../lib/describe-api-error';
import type { Box } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';

/**
 * The invitation link, for admins who hold the box key: the current one is rebuilt from the
 * encrypted invitation share (docs/crypto.md, key share rule 6); replacing it splits the key anew (a
 * state.key_share event), which destroys the service share the old link needed.
 */
export function InvitationLinkControl({
  box,
  publicKey,
  secretKey,
}: {
  box: Box;
  publicKey: BoxPublicKey;
  secretKey: BoxSecretKey | null;
}) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = useId();
  const [link, setLink] = useState<string | null>(null);
  const [news, setNews] = useState<string | null>(null);
  const show = useMutation({
    mutationFn: async (key: BoxSecretKey) => {
      const encrypted = await queryClient.query({
        ...trpc.keyShares.getEncryptedInvitationKeyShare.queryOptions({ box_id: box.id }),
        staleTime: 0,
      });
      return decryptInvitationKeyShare(key, encrypted);
    },
    onMutate: () => {
      setNews(null);
    },
    onSuccess: (share) => {
      setLink(absoluteLink(box.id, share));
    },
  });
  const postEvent = useMutation(trpc.messages.postBoxEvent.mutationOptions());
  const rotate = useMutation({
    mutationFn: async (key: BoxSecretKey) => {
      const split = await splitBoxSecretKey(key, publicKey);
      await postEvent.mutateAsync({
        id: box.id,
        type: 'state.key_share',
        extra: {
          service_share: split.serviceShare,
          invitation_share_hash: split.invitationShareHash,
          encrypted_invitation_key_share: split.encryptedInvitationKeyShare,
        },
      });
      return split.invitationShare;
    },
    onSuccess: (share) => {
      setLink(absoluteLink(box.id, share));
      setNews(t.boxes.box.admin.rotated);
    },
  });
  // One operation at a time: a slow "show" must not paint the old link over a new one.
  const busy = show.isPending || rotate.isPending;
  const failure = show.error ?? rotate.error;
  return (
    <div className="admin-block">
      <h3>{t.boxes.box.admin.linkHeading}</h3>
      <p>{t.boxes.box.admin.linkIntro}</p>
      {secretKey === null ? (
        <p className="muted">{t.boxes.box.admin.needsKey}</p>
      ) : (
        <>
          {link ? (
            <div className="field">
              <label htmlFor={`${id}-link`}>{t.boxes.box.admin.linkLabel}</label>
              <input id={`${id}-link`} readOnly value={link} className="invitation-link" />
            </div>
          ) : null}
          <div className="actions">
            {link ? (
              <button
                type="button"
                onClick={() => {
                  void copyToClipboard(link).then((outcome) => {
                    setNews(
                      outcome === 'copied'
                        ? t.boxes.box.admin.copied
                        : t.boxes.box.admin.copyFailed,
                    );
                  });
                }}
              >
                {t.boxes.box.admin.copy}
              </button>
            ) : (
              <button
                type="button"
                className="secondary"
                disabled={busy}
                onClick={() => {
                  rotate.reset();
                  show.mutate(secretKey);
                }}
              >
                {t.boxes.box.admin.showLink}
              </button>
            )}
            <ConfirmAction
              action={t.boxes.box.admin.rotate}
              label={t.boxes.box.admin.rotate}
              question={t.boxes.box.admin.rotateConfirm}
              busy={busy}
              disabled={busy}
              error={null}
              onConfirm={() => {
                show.reset();
                setNews(null);
                return rotate.mutateAsync(secretKey);
              }}
            />
          </div>
        </>
      )}
      <FormFeedback error={failure ? describeApiError(failure, t) : null} news={news} />
    </div>
  );
}

function absoluteLink(boxId: string, invitationShare: string): string {
  return new URL(buildInvitationLink(boxId, invitationShare), window.location.origin).href;
}
