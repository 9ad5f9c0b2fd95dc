'use client';

import { RaiseAcrPrompt } from '../../components/raise-acr-prompt';
import { useI18n } from '../../i18n/i18n-provider';

/** The way up to `requiredAcr`, and where to get a second method first if there is none. */
export function LevelPrompt({ requiredAcr, returnTo }: { requiredAcr: number; returnTo: string }) {
  const { t } = useI18n();
  return (
    <>
      <RaiseAcrPrompt requiredAcr={requiredAcr} returnTo={returnTo} />
      <p className="hint admin-level-hint">
        {t.admin.levelHint} <a href="/account">{t.admin.levelHintLink}</a> {t.admin.levelHintEnd}
      </p>
    </>
  );
}
