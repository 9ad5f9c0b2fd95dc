'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { parseBoxPublicKey } from '@coffer/crypto';
import { LiveMessage } from '../../components/live-message';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { BoxAdminPanel } from './box-admin-panel';
import { BoxDropZone } from './box-drop-zone';
import { BoxHeader } from './box-header';
import { BoxKeyNotice } from './box-key-notice';
import { BoxProblem } from './box-problem';
import { DeletedBoxNotice } from './deleted-box-notice';
import { FileUploadForm } from './file-upload-form';
import { MessageList } from './message-list';
import { TextComposer } from './text-composer';
import { useBoxLive } from './use-box-live';
import { useInviteAccessRequesters } from '../admin/use-invite-access-requesters';
import { useAccessRequest } from './use-access-request';
import { useBoxSecretKey } from './use-box-secret-key';
import { useFileUploads } from './use-file-uploads';
import { useIsBoxAdmin } from './use-is-box-admin';
import { KeyStorageNotice } from '../keys/key-storage-notice';
import { useKeyStorage } from '../../lib/key-storage/use-key-storage';
import type { Box } from '../../lib/trpc/procedure-types';
import { forgetInvitation } from '../../lib/sign-in-context';

/** A box the signed-in person may open: its messages, a composer, and admin controls. */
export function BoxPage({ boxId, identityId }: { boxId: string; identityId: string }) {
  const { t } = useI18n();
  const trpc = useTRPC();
  const box = useQuery(trpc.boxes.getBox.queryOptions({ id: boxId }));
  // A failed refetch keeps the box on screen (and what is being typed or uploaded in it).
  if (box.data) return <OpenBox box={box.data} identityId={identityId} />;
  if (box.isError) {
    return <BoxProblem boxId={boxId} error={box.error} onJoined={box.refetch} />;
  }
  return <p className="muted">{t.boxes.box.loading}</p>;
}

function OpenBox({ box, identityId }: { box: Box; identityId: string }) {
  const { t } = useI18n();
  const secretKey = useBoxSecretKey(identityId, box);
  const keys = useKeyStorage(identityId);
  const isAdmin = useIsBoxAdmin(box, identityId);
  useInviteAccessRequesters(identityId, box.owner_org_id, isAdmin);
  const publicKey = parseBoxPublicKey(box.public_key);
  const key = secretKey.data ?? null;
  // Keys unlocked and synced, and still none for this box: ask the organization for it.
  const waiting = useAccessRequest(
    identityId,
    box.id,
    secretKey.isSuccess &&
      !secretKey.isFetching &&
      key === null &&
      keys.sync.isSuccess &&
      keys.sync.data?.publishedKeys === 'ok',
  );
  // The box is open: later sign-ins of this tab are not about its invitation.
  useEffect(forgetInvitation, []);
  const uploads = useFileUploads({ boxId: box.id, publicKey });
  const live = useBoxLive(box.id);
  if (live === 'deleted') return <DeletedBoxNotice deletion={null} />;
  if (live === 'access_lost')
    return <LiveMessage tone="error">{t.live.box.accessLost}</LiveMessage>;
  return (
    <BoxDropZone uploads={uploads}>
      <BoxHeader box={box} showStaffPerson={isAdmin} />
      <BoxKeyNotice
        secretKey={secretKey}
        waitingFor={waiting ? box.owner_organization.name : null}
      />
      {secretKey.data === null ? <KeyStorageNotice keys={keys} /> : null}
      {/* Above the history, newest first: however long the box, the composer and the
          newest messages are where the page opens, not 500 messages down. */}
      <section aria-labelledby="composer-title" className="card">
        <h2 id="composer-title">{t.boxes.box.composer.heading}</h2>
        <TextComposer box={box} publicKey={publicKey} />
        <FileUploadForm uploads={uploads} />
      </section>
      <section aria-labelledby="messages-title" className="box-section">
        <h2 id="messages-title" tabIndex={-1}>
          {t.boxes.box.messages.heading}
        </h2>
        <MessageList box={box} secretKey={key} identityId={identityId} isAdmin={isAdmin} />
      </section>
      {isAdmin ? (
        <BoxAdminPanel box={box} publicKey={publicKey} secretKey={key} identityId={identityId} />
      ) : null}
    </BoxDropZone>
  );
}
