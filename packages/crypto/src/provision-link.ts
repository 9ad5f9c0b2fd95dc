import { CryptoError } from './errors';
import { linkPathAndFragment } from './link-fragment';
import { X25519_KEY_BYTES } from './box-key-pair';
import { expectBase64UrlBytes } from './wire-validation';

// The provision link (docs/key-model.md): <origin>/provisions#<user share>, one per
// organization and person. The share sits in the fragment, which browsers never send.

const LINK_PATH = /^\/provisions#(.*)$/;

export interface ProvisionLink {
  /** Unpadded url-safe base64 of the 32-byte user share. */
  userShare: string;
}

/** `origin` is the app's origin, scheme://host[:port] without a trailing slash (APP_ORIGIN). */
export function buildProvisionLink(origin: string, userShare: string): string {
  return `${checkOrigin(origin)}/provisions#${checkShare(userShare)}`;
}

/** Accepts the absolute link or its path form, as pasted or as the page's location. */
export function parseProvisionLink(link: string): ProvisionLink {
  if (typeof link !== 'string') throw invalid('The provision link must be a string');
  const match = LINK_PATH.exec(
    linkPathAndFragment(link.trim(), 'INVALID_PROVISION_LINK', 'The provision link'),
  );
  if (match === null) throw invalid('The provision link must look like /provisions#<user share>');
  return { userShare: checkShare(match[1] as string) };
}

function checkOrigin(origin: string): string {
  let url: URL | undefined;
  try {
    url = new URL(origin);
  } catch {
    url = undefined;
  }
  if (
    url === undefined ||
    (url.protocol !== 'https:' && url.protocol !== 'http:') ||
    url.origin !== origin
  ) {
    throw invalid(
      'The origin must be written as http(s)://host[:port] in lower case, without a path or a trailing slash',
    );
  }
  return origin;
}

function checkShare(share: string): string {
  expectBase64UrlBytes(share, 'INVALID_PROVISION_LINK', 'The user share', X25519_KEY_BYTES);
  return share;
}

function invalid(message: string): CryptoError {
  return new CryptoError('INVALID_PROVISION_LINK', message);
}
