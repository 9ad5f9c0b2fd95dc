import { CryptoError, type CryptoErrorCode } from './errors';

/**
 * The path and fragment of a link as a person pastes it: a path as is, or an absolute http(s)
 * URL without a query string (the secret is in the fragment, which browsers never send).
 */
export function linkPathAndFragment(link: string, code: CryptoErrorCode, what: string): string {
  if (link.startsWith('/')) return link;
  let url: URL;
  try {
    url = new URL(link);
  } catch (cause) {
    throw new CryptoError(code, `${what} is not a URL or a path`, { cause });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new CryptoError(code, `${what} must be http(s)`);
  if (url.search !== '') throw new CryptoError(code, `${what} has an unexpected query string`);
  return url.pathname + url.hash;
}
