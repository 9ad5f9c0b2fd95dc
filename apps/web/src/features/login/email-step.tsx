'use client';

import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { useSubmit } from '../../lib/use-submit';
import { EmailField } from './email-field';
import { stepErrorMessage } from './step-error-message';

type EmailStepProps = {
  loginHint: string | null;
  identify: (email: string) => Promise<void>;
};

/** Step 1: who is signing in. An unknown email gets an identity (docs/authentication.md). */
export function EmailStep({ loginHint, identify }: EmailStepProps) {
  const { t } = useI18n();
  const [email, setEmail] = useState(loginHint ?? '');
  const submit = useSubmit((error) => emailErrorMessage(error, t));
  return (
    <SubmitForm
      noValidate
      submit={submit}
      action={() => identify(email.trim())}
      submitLabel={t.login.email.submit}
      disabled={submit.waitSeconds > 0}
    >
      <EmailField
        value={email}
        onValueChange={setEmail}
        field={submit.field}
        // "webauthn": the autofill also offers this site's passkeys (use-passkey-autofill.ts).
        autoComplete="username webauthn"
        autoFocus
      />
    </SubmitForm>
  );
}

function emailErrorMessage(error: unknown, t: Dictionary): string {
  const reason = error instanceof ApiError ? error.detail('identifier_value') : undefined;
  if (reason !== undefined && reason !== 'conflict') return t.login.email.invalid;
  return stepErrorMessage(error, 'identity:emailed_code', t);
}
