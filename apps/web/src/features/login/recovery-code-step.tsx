'use client';

import { useI18n } from '../../i18n/i18n-provider';
import { SecretStepForm } from './secret-step-form';

export function RecoveryCodeStep({ perform }: { perform: (metadata: unknown) => Promise<void> }) {
  const { t } = useI18n();
  return (
    <SecretStepForm
      method="totp:recovery"
      label={t.login.recovery.label}
      hint={t.login.recovery.hint}
      input={{
        autoComplete: 'off',
        autoCapitalize: 'characters',
        spellCheck: false,
        maxLength: 64,
      }}
      submitLabel={t.login.recovery.submit}
      toMetadata={(typed) => ({ recovery_code: typed.trim() })}
      perform={perform}
    />
  );
}
