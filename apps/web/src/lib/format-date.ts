import type { Locale } from '../i18n/locales';

// One formatter per locale and style: building an Intl.DateTimeFormat costs far more than
// using one, and a box page formats a date per message (up to 500 at once).
const dateTimeFormats = new Map<Locale, Intl.DateTimeFormat>();
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();

function formatter(
  cache: Map<Locale, Intl.DateTimeFormat>,
  locale: Locale,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    cache.set(locale, format);
  }
  return format;
}

/** A server timestamp (RFC 3339) as people of `locale` read a date and time. */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatter(dateTimeFormats, locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

export function formatDate(iso: string, locale: Locale): string {
  return formatter(dateFormats, locale, { dateStyle: 'medium' }).format(new Date(iso));
}
