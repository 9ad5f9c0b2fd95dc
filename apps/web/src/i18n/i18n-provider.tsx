'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { getDictionary, type Dictionary } from './dictionaries';
import type { Locale } from './locales';

type I18n = { locale: Locale; t: Dictionary };

const I18nContext = createContext<I18n | null>(null);

/**
 * The language chosen by the server for this request. Only the locale crosses the
 * server/client boundary: dictionaries hold functions, which cannot be serialized.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return <I18nContext value={{ locale, t: getDictionary(locale) }}>{children}</I18nContext>;
}

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() needs an <I18nProvider> above it');
  return i18n;
}
