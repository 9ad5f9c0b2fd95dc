import type { Dictionary } from '../i18n/dictionaries';

/** How a person recognises a browser: "Firefox 133 on Linux"; null when nothing is known. */
export function deviceName(
  t: Dictionary,
  { browser, os }: { browser: string | null; os: string | null },
): string | null {
  if (browser && os) return t.accountPages.sessions.on(browser, os);
  return browser ?? os;
}
