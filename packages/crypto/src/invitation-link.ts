import { CryptoError } from './errors';
import { linkPathAndFragment } from './link-fragment';
import { isLowerCaseUuid } from './uuid';
import { expectBase64UrlBytes } from './wire-validation';

// Invitation link (docs/crypto.md): /boxes/<box id>#<invitation share>. The share sits in the
// fragment because browsers never send fragments to the server.

const LINK_PATH = /^\/boxes\/([^/?#]+)#(.*)$/;

export interface InvitationLink {
  /** Lower-case canonical UUID. */
  boxId: string;
  /** Unpadded url-safe base64. */
  invitationShare: string;
}

/** The link path; prepend the app origin for an absolute URL. */
export function buildInvitationLink(boxId: string, invitationShare: string): string {
  return `/boxes/${checkBoxId(boxId)}#${checkShare(invitationShare)}`;
}

/** Accepts the path form or an absolute http(s) URL, as pasted by a user. */
export function parseInvitationLink(link: string): InvitationLink {
  if (typeof link !== 'string') throw invalid('The invitation link must be a string');
  const match = LINK_PATH.exec(
    linkPathAndFragment(link.trim(), 'INVALID_INVITATION_LINK', 'The invitation link'),
  );
  if (match === null)
    throw invalid('The invitation link must look like /boxes/<box id>#<invitation share>');
  return { boxId: checkBoxId(match[1] as string), invitationShare: checkShare(match[2] as string) };
}

function checkBoxId(boxId: string): string {
  const normalized = typeof boxId === 'string' ? boxId.toLowerCase() : '';
  if (!isLowerCaseUuid(normalized)) throw invalid('The box id is not a UUID');
  return normalized;
}

function checkShare(share: string): string {
  expectBase64UrlBytes(share, 'INVALID_INVITATION_LINK', 'The invitation share');
  return share;
}

function invalid(message: string): CryptoError {
  return new CryptoError('INVALID_INVITATION_LINK', message);
}
