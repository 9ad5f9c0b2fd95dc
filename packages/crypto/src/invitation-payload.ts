import { BOX_ALGORITHM_NACL, type BoxPublicKey, type BoxSecretKey } from './box-key-pair';
import { CryptoError } from './errors';
import { decryptInvitationKeyShare, encryptKeySharePayload } from './key-share';
import { expectBase64UrlBytes } from './wire-validation';

// The automatic invitation payload (docs/key-model.md): the default (NaCl) cryptogram of
// {"boxKeyShare": <invitation share>} to the invitee's public key, the very construction of a
// box's encrypted_invitation_key_share. It opens the box like the invitation link would.

export async function encryptInvitationPayload(
  publicKey: BoxPublicKey,
  invitationShare: string,
): Promise<string> {
  requireNacl(publicKey.algorithm);
  expectBase64UrlBytes(invitationShare, 'INVALID_KEY_SHARE', 'The invitation share');
  return encryptKeySharePayload(publicKey, invitationShare);
}

/**
 * The invitation share in a payload. A wrong key or altered payload fails as DECRYPTION_FAILED,
 * something not a cryptogram as INVALID_CRYPTOGRAM, any other content as INVALID_KEY_SHARE.
 */
export async function decryptInvitationPayload(
  secretKey: BoxSecretKey,
  payload: string,
): Promise<string> {
  requireNacl(secretKey.algorithm);
  return decryptInvitationKeyShare(secretKey, payload);
}

function requireNacl(algorithm: string): void {
  if (algorithm !== BOX_ALGORITHM_NACL) {
    throw new CryptoError(
      'KEY_ALGORITHM_MISMATCH',
      `An invitation payload is encrypted with ${BOX_ALGORITHM_NACL} keys, not ${algorithm}`,
    );
  }
}
