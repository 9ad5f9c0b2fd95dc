'use client';

import { useState } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { describeApiError } from '../lib/describe-api-error';
import { useSubmit } from '../lib/use-submit';
import { SubmitForm } from './submit-form';
import { TextField } from './text-field';

/**
 * "Rename" beside a passkey or an unlocker: a field with its current name, saved through
 * `rename` (docs/identities.md#credentials). The name is the person's, to tell theirs apart.
 */
export function RenameAction({
  name,
  label,
  rename,
}: {
  name: string;
  /** Names the action and its object for assistive technology ("Rename passkey Laptop"). */
  label: string;
  rename: (name: string) => Promise<void>;
}) {
  const { t } = useI18n();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(name);
  const submit = useSubmit((error) => describeApiError(error, t));
  if (!editing) {
    return (
      <button
        type="button"
        className="secondary"
        aria-label={label}
        onClick={() => {
          setValue(name);
          setEditing(true);
        }}
      >
        {t.common.rename}
      </button>
    );
  }
  return (
    <SubmitForm
      aria-label={label}
      submit={submit}
      submitLabel={t.common.saveName}
      action={async () => {
        await rename(value.trim());
        setEditing(false);
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
        label={t.common.newName}
        required
        maxLength={100}
        autoComplete="off"
        value={value}
        onValueChange={setValue}
        {...submit.field}
      />
    </SubmitForm>
  );
}
