'use client';

import { useI18n } from '../../i18n/i18n-provider';
import { SecretStepForm } from './secret-step-form';

export function TotpStep({ perform }: { perform: (metadata: unknown) => Promise<void> }) {
  const { t } = useI18n();
  return (
    <SecretStepForm
      method="totp:totp"
      label={t.login.totp.label}
      hint={t.login.totp.hint}
      input={{
        inputMode: 'numeric',
        autoComplete: 'one-time-code',
        pattern: '[0-9]{6}',
        maxLength: 6,
      }}
      submitLabel={t.login.totp.submit}
      toMetadata={(typed) => ({ code: typed.trim() })}
      perform={perform}
    />
  );
}
