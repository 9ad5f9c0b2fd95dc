'use client';

import { WebAuthnError } from '@simplewebauthn/browser';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import type { WebauthnCredential } from '../../lib/trpc/procedure-types';
import { useCreatePasskey } from '../../lib/use-create-passkey';
import { useSubmit } from '../../lib/use-submit';

type AddPasskeyFormProps = {
  identityId: string;
  disabled?: boolean;
  /**
   * The level the page needs and the session lacks, asked before the passkey is created:
   * the step-up to it that follows counts the new passkey as its passkey. Null: none.
   */
  levelToReach: () => Promise<number | null>;
  /** The form stays busy until what follows the new passkey has started. */
  onAdded: (credential: WebauthnCredential, levelToReach: number | null) => void | Promise<void>;
};

export function AddPasskeyForm({
  identityId,
  disabled = false,
  levelToReach,
  onAdded,
}: AddPasskeyFormProps) {
  const { t } = useI18n();
  const [name, setName] = useState('');
  const { waiting, create } = useCreatePasskey();
  const submit = useSubmit((error) => addPasskeyErrorMessage(error, t));
  return (
    <SubmitForm
      submit={submit}
      submitLabel={t.account.passkeys.add}
      disabled={disabled}
      action={async () => {
        const level = await levelToReach();
        const record = await create({ identityId, name, stepUp: level !== null });
        setName('');
        await onAdded(record, level);
      }}
    >
      <TextField
        label={t.account.passkeys.nameLabel}
        hint={t.account.passkeys.nameHint}
        maxLength={100}
        autoComplete="off"
        value={name}
        onValueChange={setName}
        {...submit.field}
      />
      <LiveMessage tone="info">{waiting ? t.account.passkeys.adding : null}</LiveMessage>
    </SubmitForm>
  );
}

function addPasskeyErrorMessage(error: unknown, t: Dictionary): string {
  if (
    error instanceof WebAuthnError &&
    error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED'
  ) {
    return t.account.passkeys.alreadyRegistered;
  }
  if (error instanceof ApiError) return describeApiError(error, t);
  // The browser's dialog was closed, timed out or refused: nothing was created.
  return t.account.passkeys.cancelled;
}
