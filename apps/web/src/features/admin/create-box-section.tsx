'use client';

import { buildInvitationLink } from '@coffer/crypto';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { keepBoxKey } from '../../lib/key-storage/keep-box-key';
import { useFlow } from '../../lib/trpc/flow';
import { useTRPC } from '../../lib/trpc/trpc';
import { automaticInvitations } from '../../lib/key-storage/automatic-invitations';
import { InvitationLinkPanel } from './invitation-link-panel';
import { prepareBox } from './prepare-box';
import { SelectField } from '../../components/select-field';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

const TITLE_MAX_LENGTH = 50;

type OpenedBox = { id: string; title: string; link: string; autoInvited: boolean };

/**
 * Opens a box: the key pair and key share are made here, the secret key is kept in this
 * browser and the creator's key storage, a person who has keys is invited automatically,
 * and the invitation link is shown once.
 */
export function CreateBoxSection({ oid, identityId }: { oid: string; identityId: string }) {
  const { t } = useI18n();
  const texts = t.admin.createBox;
  const trpc = useTRPC();
  const flow = useFlow();
  const queryClient = useQueryClient();
  const datatags = useQuery(trpc.organizations.listDatatags.queryOptions({ oid }));
  const create = useMutation(trpc.boxes.createBox.mutationOptions());
  const [title, setTitle] = useState('');
  const [datatagId, setDatatagId] = useState('');
  const [subject, setSubject] = useState('');
  const [working, setWorking] = useState(false);
  const [opened, setOpened] = useState<OpenedBox | null>(null);
  const submit = useAdminSubmit((error) => {
    if (error.detail('title') !== undefined) return texts.titleInvalid;
    if (error.detail('datatag_subject') !== undefined) return texts.subjectInvalid;
    if (error.detail('datatag_id') !== undefined) return texts.datatagInvalid;
    return null;
  });
  const hasDatatags = (datatags.data?.length ?? 0) > 0;
  // The only datatag is the only answer: chosen already, unless the person chose otherwise.
  const onlyDatatag = datatags.data?.length === 1 ? (datatags.data[0]?.id ?? '') : '';
  const chosenDatatag = datatagId || onlyDatatag;
  return (
    <section className="card" aria-labelledby="create-box-title">
      <h2 id="create-box-title">{texts.heading}</h2>
      {opened ? (
        <InvitationLinkPanel
          boxId={opened.id}
          title={opened.title}
          link={opened.link}
          autoInvited={opened.autoInvited}
          onDone={() => {
            setOpened(null);
          }}
        />
      ) : (
        <SubmitForm
          submit={submit}
          submitLabel={texts.submit}
          disabled={!hasDatatags}
          action={async () => {
            setWorking(true);
            try {
              const prepared = await prepareBox();
              const invitationData = await automaticInvitations(
                flow,
                subject.trim(),
                prepared.invitationShare,
              );
              const autoInvited = Object.keys(invitationData).length > 0;
              const box = await create.mutateAsync({
                oid,
                title: title.trim(),
                owner_org_id: oid,
                datatag_id: chosenDatatag,
                datatag_subject: subject.trim(),
                public_key: prepared.publicKey,
                key_share: prepared.keyShare,
                ...(autoInvited ? { crypto: { invitation_data: invitationData } } : {}),
              });
              // Kept before the panel shows, so that its "Open the box" (a new page) finds
              // the key. A browser that cannot keep it (private mode, full storage) still
              // gets the link, which with the service's share rebuilds the key.
              await keepBoxKey(flow, identityId, box.id, prepared.secretKey).catch(() => undefined);
              setOpened({
                id: box.id,
                title: box.title,
                link: `${window.location.origin}${buildInvitationLink(box.id, prepared.invitationShare)}`,
                autoInvited,
              });
              setTitle('');
              setSubject('');
              await refreshAfterWrite(queryClient, trpc.boxes.listBoxes.pathFilter());
            } finally {
              setWorking(false);
            }
          }}
        >
          <p className="muted">{texts.intro}</p>
          <TextField
            label={texts.titleLabel}
            hint={texts.titleHint}
            required
            maxLength={TITLE_MAX_LENGTH}
            autoComplete="off"
            value={title}
            onValueChange={setTitle}
            {...submit.field}
          />
          <SelectField
            label={texts.datatagLabel}
            hint={hasDatatags || datatags.isPending ? undefined : texts.needDatatag}
            required
            value={chosenDatatag}
            onValueChange={setDatatagId}
          >
            <option value="">{texts.chooseDatatag}</option>
            {datatags.data?.map((datatag) => (
              <option key={datatag.id} value={datatag.id}>
                {datatag.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={texts.subjectLabel}
            hint={texts.subjectHint}
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            value={subject}
            onValueChange={setSubject}
            {...submit.field}
          />
          <LiveMessage tone="info">{working ? texts.working : null}</LiveMessage>
        </SubmitForm>
      )}
    </section>
  );
}
