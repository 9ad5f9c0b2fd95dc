import { cookies, headers } from 'next/headers';
import { isLocale, LANG_COOKIE, negotiateLocale, type Locale } from './locales';

/** The language of this request: the `lang` cookie if the person chose, else the browser's. */
export async function getRequestLocale(): Promise<Locale> {
  const chosen = (await cookies()).get(LANG_COOKIE)?.value;
  if (isLocale(chosen)) return chosen;
  return negotiateLocale((await headers()).get('accept-language'));
}
