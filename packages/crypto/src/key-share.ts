import { encodeBase64Url } from './base64';
import { decryptFromBox, encryptToBox } from './box-encryption';
import { assertBoxKeyPair, type BoxPublicKey, type BoxSecretKey } from './box-key-pair';
import { CryptoError } from './errors';
import { randomBytes } from './random';
import { decodeUtf8, encodeUtf8 } from './utf8';
import { subtle } from './web-crypto';
import {
  expectBase64UrlBytes,
  expectExactObject,
  expectString,
  parseJsonObject,
} from './wire-validation';

// Key shares (docs/crypto.md, service rules). The box secret key (BoxSecretKey.bytes) is split
// into two XOR shares: a uniformly random service share, kept by the service, and the
// invitation share = key XOR service share, which travels in the invitation link fragment (the
// server only sees its hash and its encryption to the box). Either share alone is independent
// of the key.

/** Everything the inviter produces; every value is a wire string. */
export interface KeyShareSplit {
  /** Unpadded url-safe base64 (field service_share). */
  serviceShare: string;
  /** Unpadded url-safe base64; goes into the invitation link fragment. */
  invitationShare: string;
  /** Unpadded url-safe base64 of SHA-512(invitation share bytes): 86 characters. */
  invitationShareHash: string;
  /** The cryptogram of {"boxKeyShare": invitationShare}, encrypted to the box public key. */
  encryptedInvitationKeyShare: string;
}

export async function splitBoxSecretKey(
  secretKey: BoxSecretKey,
  boxPublicKey: BoxPublicKey,
): Promise<KeyShareSplit> {
  await assertBoxKeyPair(secretKey, boxPublicKey);
  const { serviceShare, otherShare } = splitSecretBytes(secretKey.bytes);
  const invitationShare = encodeBase64Url(otherShare);
  return {
    serviceShare: encodeBase64Url(serviceShare),
    invitationShare,
    invitationShareHash: await hashShareBytes(otherShare),
    encryptedInvitationKeyShare: await encryptKeySharePayload(boxPublicKey, invitationShare),
  };
}

/**
 * The construction shared by box key shares and provisions: a uniformly random service share
 * as long as the key, and the other share = key XOR service share.
 */
export function splitSecretBytes(key: Uint8Array<ArrayBuffer>): {
  serviceShare: Uint8Array<ArrayBuffer>;
  otherShare: Uint8Array<ArrayBuffer>;
} {
  const serviceShare = randomBytes(key.byteLength);
  return { serviceShare, otherShare: xorBytes(key, serviceShare) };
}

/**
 * The cryptogram of {"boxKeyShare": <share>} to `publicKey`: encrypted_invitation_key_share,
 * and the automatic invitation payload (docs/key-model.md).
 */
export async function encryptKeySharePayload(
  publicKey: BoxPublicKey,
  share: string,
): Promise<string> {
  return encryptToBox(publicKey, encodeUtf8(JSON.stringify({ boxKeyShare: share })));
}

/** Rebuilds the secret key bytes from both shares (wrap them with boxSecretKeyFromBytes). */
export function combineKeyShares(
  serviceShare: string,
  invitationShare: string,
): Uint8Array<ArrayBuffer> {
  return combineShares(serviceShare, invitationShare, 'invitation share');
}

/** XOR of two share strings of equal length; `otherName` names the second in errors. */
export function combineShares(
  serviceShare: string,
  otherShare: string,
  otherName: string,
): Uint8Array<ArrayBuffer> {
  const service = decodeShare(serviceShare, 'service share');
  const other = decodeShare(otherShare, otherName);
  if (service.byteLength !== other.byteLength) {
    throw new CryptoError(
      'KEY_SHARE_LENGTH_MISMATCH',
      `The service share (${service.byteLength} bytes) and the ${otherName} (${other.byteLength} bytes) differ in length`,
    );
  }
  return xorBytes(service, other);
}

/** invitation_share_hash for an invitation share string. */
export async function hashInvitationShare(invitationShare: string): Promise<string> {
  return hashShareString(invitationShare, 'invitation share');
}

/** Unpadded url-safe base64 of SHA-512 of a share string's bytes; `what` names it in errors. */
export async function hashShareString(share: string, what: string): Promise<string> {
  return hashShareBytes(decodeShare(share, what));
}

/**
 * For a box member (who holds the box secret key): opens encrypted_invitation_key_share and
 * returns the invitation share string it carries.
 */
export async function decryptInvitationKeyShare(
  secretKey: BoxSecretKey,
  encryptedInvitationKeyShare: string,
): Promise<string> {
  const json = decodeUtf8(await decryptFromBox(secretKey, encryptedInvitationKeyShare));
  const object = parseJsonObject(json, 'INVALID_KEY_SHARE', 'The encrypted invitation key share');
  const { boxKeyShare } = expectExactObject(
    object,
    ['boxKeyShare'],
    'INVALID_KEY_SHARE',
    'The encrypted invitation key share',
  );
  const share = expectString(boxKeyShare, 'INVALID_KEY_SHARE', 'boxKeyShare');
  decodeShare(share, 'boxKeyShare');
  return share;
}

export async function hashShareBytes(share: Uint8Array<ArrayBuffer>): Promise<string> {
  return encodeBase64Url(new Uint8Array(await subtle().digest('SHA-512', share)));
}

function decodeShare(text: string, what: string): Uint8Array<ArrayBuffer> {
  return expectBase64UrlBytes(text, 'INVALID_KEY_SHARE', `The ${what}`);
}

function xorBytes(a: Uint8Array, b: Uint8Array): Uint8Array<ArrayBuffer> {
  const output = new Uint8Array(a.byteLength);
  for (let index = 0; index < output.byteLength; index++) {
    output[index] = (a[index] as number) ^ (b[index] as number);
  }
  return output;
}
