'use client';

import { use, useMemo, type ReactNode } from 'react';
import { DictionaryChunk, dictionaryOf } from './dictionary-chunk';
import type { Locale } from './locales';
import { I18nContext } from './use-i18n';

/**
 * The language chosen by the server for this request. Only the locale crosses the
 * server/client boundary (dictionaries hold functions, which cannot be serialized), and the
 * page's scripts carry only that language's dictionary: <DictionaryChunk> loads it, and
 * the pages wait for it (`use()`), on the server before the HTML is sent and in the browser
 * before hydrating, so no text ever renders in another language. After a switch, the
 * refreshed render waits for the other chunk, keeping the page and its state as they were
 * until it arrives.
 */
export function I18nProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <>
      <DictionaryChunk locale={locale} />
      <LocaleStrings locale={locale}>{children}</LocaleStrings>
    </>
  );
}

function LocaleStrings({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = use(dictionaryOf(locale));
  const i18n = useMemo(() => ({ locale, t }), [locale, t]);
  return <I18nContext value={i18n}>{children}</I18nContext>;
}
