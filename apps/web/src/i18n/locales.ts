export const LOCALES = ['en', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

const DEFAULT_LOCALE: Locale = 'en';

/** The person's choice, when they made one; it wins over the browser's languages. */
export const LANG_COOKIE = 'lang';

export function isLocale(value: string | undefined): value is Locale {
  return (LOCALES as readonly string[]).includes(value ?? '');
}

/**
 * The first supported language of an Accept-Language header, by preference (q) and then
 * by order; `fr-CA` counts as `fr`. Languages the header refuses (q=0) never match.
 */
export function negotiateLocale(acceptLanguage: string | null): Locale {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry, index) => {
      const [range = '', ...parameters] = entry.trim().split(';');
      const quality = parameters
        .map((parameter) => /^\s*q=([0-9.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return {
        language: range.trim().toLowerCase().split('-')[0],
        quality: quality === undefined ? 1 : Number(quality),
        index,
      };
    })
    .filter(({ quality }) => quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/** Each language in its own words: the switcher reads the same in every language. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', fr: 'Français' };
