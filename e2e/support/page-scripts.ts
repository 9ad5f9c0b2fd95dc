/**
 * The `<script src>` and `<link rel="preload" as="script">` of a page's HTML, as written. A
 * `noModule` script (Next.js's polyfills) is left out: every browser the pages support skips
 * it without downloading it.
 */
export function scriptsOf(html: string): string[] {
  return [...html.matchAll(/<(script|link)\b([^>]*)>/g)].flatMap(([, tag, attributes = '']) => {
    if (/\snoModule\b/i.test(attributes)) return [];
    const preload = /\srel="preload"/.test(attributes) && /\sas="script"/.test(attributes);
    const source =
      tag === 'script'
        ? /\ssrc="([^"]+)"/.exec(attributes)
        : preload
          ? /\shref="([^"]+)"/.exec(attributes)
          : null;
    return source?.[1] === undefined ? [] : [source[1]];
  });
}

/** The same, as absolute addresses against the page's own. */
export function scriptUrlsOf(html: string, pageUrl: string): string[] {
  return scriptsOf(html).map((source) => new URL(source.replaceAll('&amp;', '&'), pageUrl).href);
}
