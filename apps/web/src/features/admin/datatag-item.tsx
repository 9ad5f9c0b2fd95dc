'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import { useI18n } from '../../i18n/use-i18n';
import { useTRPC } from '../../lib/trpc/trpc';
import { useAdminSubmit } from './use-admin-submit';
import { refreshAfterWrite } from '../../lib/trpc/refresh-after-write';

/** One datatag, renamed in place. */
export function DatatagItem({
  oid,
  datatag,
  onRenamed,
}: {
  oid: string;
  datatag: { id: string; name: string };
  onRenamed: (name: string) => void;
}) {
  const { t } = useI18n();
  const texts = t.admin.datatags;
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rename = useMutation(trpc.organizations.updateDatatag.mutationOptions());
  const submit = useAdminSubmit();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(datatag.name);
  if (!editing) {
    return (
      <li>
        <span className="admin-item-text">{datatag.name}</span>
        <button
          type="button"
          className="secondary"
          aria-label={texts.renameLabel(datatag.name)}
          onClick={() => {
            setName(datatag.name);
            setEditing(true);
          }}
        >
          {texts.rename}
        </button>
      </li>
    );
  }
  return (
    <li>
      <SubmitForm
        className="admin-inline-form"
        submit={submit}
        submitLabel={texts.save}
        action={async () => {
          const newName = name.trim();
          await rename.mutateAsync({ oid, did: datatag.id, name: newName });
          setEditing(false);
          onRenamed(newName);
          await refreshAfterWrite(queryClient, trpc.organizations.listDatatags.pathFilter());
          await refreshAfterWrite(queryClient, trpc.boxes.listBoxes.pathFilter());
        }}
        otherActions={
          <button
            type="button"
            className="secondary"
            onClick={() => {
              setEditing(false);
            }}
          >
            {t.common.cancel}
          </button>
        }
      >
        <TextField
          label={texts.newNameLabel(datatag.name)}
          required
          maxLength={100}
          autoComplete="off"
          autoFocus
          value={name}
          onValueChange={setName}
          {...submit.field}
        />
      </SubmitForm>
    </li>
  );
}
