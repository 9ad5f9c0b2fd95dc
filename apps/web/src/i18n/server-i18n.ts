import type { Metadata } from 'next';
import { getDictionary, type Dictionary } from './dictionaries';
import { getRequestLocale } from './request-locale';

/** The dictionary of this request, for server components. */
export async function getServerI18n() {
  const locale = await getRequestLocale();
  return { locale, t: getDictionary(locale) };
}

/** A page's `generateMetadata`: its title in the request's language. */
export function localizedTitle(pick: (t: Dictionary) => string): () => Promise<Metadata> {
  return async () => ({ title: pick((await getServerI18n()).t) });
}
