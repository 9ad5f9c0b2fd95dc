'use client';

import { useRouter } from 'next/navigation';
import { useId } from 'react';
import { useI18n } from '../i18n/use-i18n';
import { isLocale, LANG_COOKIE, LOCALE_NAMES, LOCALES } from '../i18n/locales';

const ONE_YEAR_SECONDS = 365 * 24 * 3600;

/**
 * The person's language choice, kept in the `lang` cookie. The server reads it on the next
 * render, so the refresh re-renders the pages (and <html lang>) without losing their state.
 */
export function LanguageSwitcher() {
  const { locale, t } = useI18n();
  const router = useRouter();
  const id = useId();
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t.common.languageLabel}</label>
      <select
        id={id}
        value={locale}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!isLocale(chosen)) return;
          const secure = window.location.protocol === 'https:' ? '; Secure' : '';
          document.cookie = `${LANG_COOKIE}=${chosen}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
          router.refresh();
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
