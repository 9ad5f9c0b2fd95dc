'use client';

import { createContext, useContext } from 'react';
import type { Dictionary } from './dictionaries/en';
import type { Locale } from './locales';

export type I18n = { locale: Locale; t: Dictionary };

/**
 * Given by <I18nProvider> once the request's language has loaded (i18n-provider.tsx). This
 * module imports no dictionary: a page's scripts carry only its own language's
 * (dictionary-chunk.tsx).
 */
export const I18nContext = createContext<I18n | null>(null);

export function useI18n(): I18n {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useI18n() needs an <I18nProvider> above it');
  return i18n;
}
