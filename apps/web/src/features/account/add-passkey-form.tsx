'use client';

import {
  startRegistration,
  WebAuthnError,
  type PublicKeyCredentialCreationOptionsJSON,
} from '@simplewebauthn/browser';
import { useState } from 'react';
import { LiveMessage } from '../../components/live-message';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import type { WebauthnCredential } from '../../lib/trpc/procedure-types';
import { useTRPCClient } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';

type AddPasskeyFormProps = {
  identityId: string;
  disabled?: boolean;
  /** The form stays busy until what follows the new passkey has started. */
  onAdded: (credential: WebauthnCredential) => void | Promise<void>;
};

export function AddPasskeyForm({ identityId, disabled = false, onAdded }: AddPasskeyFormProps) {
  const { t } = useI18n();
  const api = useTRPCClient();
  const [name, setName] = useState('');
  const [waiting, setWaiting] = useState(false);
  const submit = useSubmit((error) => addPasskeyErrorMessage(error, t));
  return (
    <SubmitForm
      submit={submit}
      submitLabel={t.account.passkeys.add}
      disabled={disabled}
      action={async () => {
        const { publicKey } = await api.webauthnCredentials.startWebauthnRegistration.mutate({
          id: identityId,
        });
        setWaiting(true);
        try {
          const options = publicKey as PublicKeyCredentialCreationOptionsJSON;
          const credential = await startRegistration({
            // The server's options, typed by its schema with plain strings for the enums;
            // with the PRF extension enabled, so that the passkey can later unlock the key
            // storage (docs/key-model.md#unlockers). Nothing is evaluated at creation: the
            // PRF input names the credential, whose id is not known yet.
            optionsJSON: { ...options, extensions: { ...options.extensions, prf: {} } },
          });
          const record = await api.webauthnCredentials.finishWebauthnRegistration.mutate({
            id: identityId,
            // None: the server names it after its authenticator, else this browser.
            ...(name.trim() ? { name: name.trim() } : {}),
            // Its extension results as the plain record the schema types them.
            credential: {
              ...credential,
              clientExtensionResults: { ...credential.clientExtensionResults },
            },
          });
          setName('');
          await onAdded(record);
        } finally {
          setWaiting(false);
        }
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
