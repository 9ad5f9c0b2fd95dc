'use client';

import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { SubmitForm } from '../../components/submit-form';
import { TextField } from '../../components/text-field';
import type { Dictionary } from '../../i18n/dictionaries';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api/api-error';
import { describeApiError } from '../../lib/describe-api-error';
import { ONE_TIME_CODE_INPUT } from '../../lib/one-time-code-input';
import { svgDataUri } from '../../lib/svg-data-uri';
import type { ApiOutputs } from '../../lib/trpc/procedure-types';
import { useTRPC } from '../../lib/trpc/trpc';
import { useSubmit } from '../../lib/use-submit';

type TotpEnrolmentFormProps = {
  identityId: string;
  enrolment: ApiOutputs['totp']['startTotpEnrolment'];
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

export function TotpEnrolmentForm(props: TotpEnrolmentFormProps) {
  const { identityId, enrolment, onConfirmed, onCancel } = props;
  const { t } = useI18n();
  const trpc = useTRPC();
  const confirmTotpEnrolment = useMutation(trpc.totp.confirmTotpEnrolment.mutationOptions());
  const [code, setCode] = useState('');
  const submit = useSubmit((error) => confirmErrorMessage(error, t));
  const secret = secretOf(enrolment.otpauth_uri);
  return (
    <SubmitForm
      noValidate
      submit={submit}
      action={async () => {
        const { recovery_codes: recoveryCodes } = await confirmTotpEnrolment.mutateAsync({
          id: identityId,
          enroll_id: enrolment.id,
          code: code.trim(),
        });
        onConfirmed(recoveryCodes);
      }}
      submitLabel={t.account.totp.confirm}
      disabled={submit.waitSeconds > 0}
      otherActions={
        <button type="button" className="secondary" onClick={onCancel}>
          {t.common.cancel}
        </button>
      }
    >
      <p>{t.account.totp.scan}</p>
      <img
        className="qr-code"
        src={svgDataUri(enrolment.qr_svg)}
        alt={t.account.totp.qrAlt}
        width={200}
        height={200}
      />
      <dl className="facts">
        {secret ? (
          <>
            <dt>{t.account.totp.secretLabel}</dt>
            <dd>
              <code className="secret">{secret}</code>
            </dd>
          </>
        ) : null}
        <dt>{t.account.totp.uriLabel}</dt>
        <dd>
          <code className="otpauth-uri">{enrolment.otpauth_uri}</code>
        </dd>
      </dl>
      <TextField
        label={t.account.totp.codeLabel}
        {...ONE_TIME_CODE_INPUT}
        required
        autoFocus
        value={code}
        onValueChange={setCode}
        {...submit.field}
      />
    </SubmitForm>
  );
}

/** The base32 key inside the otpauth URI, for people who type it into their app. */
function secretOf(otpauthUri: string): string | null {
  try {
    return new URL(otpauthUri).searchParams.get('secret');
  } catch {
    return null;
  }
}

function confirmErrorMessage(error: unknown, t: Dictionary): string {
  if (error instanceof ApiError) {
    if (error.status === 403 && error.detail('code') === 'invalid')
      return t.account.totp.codeInvalid;
    if (error.status === 400 && error.detail('code') !== undefined)
      return t.login.errors.codeFormat;
    if (error.status === 404) return t.account.totp.enrolmentGone;
  }
  return describeApiError(error, t);
}
