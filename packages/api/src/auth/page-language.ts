import Negotiator from 'negotiator';
import { readCookies } from './cookies';

/**
 * The language the sign-in page shows, as the pages choose it (apps/web/src/i18n): the
 * person's `lang` cookie, else the first of the browser's Accept-Language that Coffer
 * speaks. Undefined when the request names neither: the identity's own language applies
 * (docs/activity.md#emails).
 */
export function pageLanguageOf(headers: Headers): 'en' | 'fr' | undefined {
  const chosen = readCookies(headers).language;
  if (chosen === 'en' || chosen === 'fr') return chosen;
  const acceptLanguage = headers.get('accept-language');
  if (!acceptLanguage) return undefined;
  // The browser's languages by preference; a wildcard names none in particular.
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } })
    .languages()
    .map((tag) => tag.toLowerCase().split('-')[0]);
  return preferred.find((language) => language === 'en' || language === 'fr');
}
