import { AES_GCM_NONCE_BYTES, AES_GCM_TAG_BYTES, openAesGcm, sealAesGcm } from './aes-gcm-seal';
import { encodeBase64Url } from './base64';
import { CryptoError } from './errors';
import { checkKek } from './kek';
import { checkRootKey, ROOT_KEY_BYTES } from './root-key';
import { encodeUtf8 } from './utf8';
import { isLowerCaseUuid } from './uuid';
import { expectBase64UrlBytes } from './wire-validation';

// An unlocker (docs/key-model.md) is the root key sealed with AES-256-GCM under a KEK, a random
// 12-byte nonce, and as additional data the UTF-8 of `coffer-root-key-v1|<account id>|<unlocker
// id>`: moved to another account or slot, it no longer opens.

/** The stored half of an unlocker; snake_case because it travels as JSON. */
export interface RootKeyUnlocker {
  /** Unpadded url-safe base64 of the 12-byte nonce. */
  nonce: string;
  /** Unpadded url-safe base64 of the sealed root key: 32 bytes ‖ 16-byte tag. */
  wrapped_root_key: string;
}

/** Where an unlocker belongs: lower-case UUIDs, bound into its additional data. */
export interface UnlockerIds {
  accountId: string;
  unlockerId: string;
}

const WRAPPED_ROOT_KEY_BYTES = ROOT_KEY_BYTES + AES_GCM_TAG_BYTES;

export async function wrapRootKey(
  rootKey: Uint8Array,
  kek: CryptoKey,
  ids: UnlockerIds,
): Promise<RootKeyUnlocker> {
  const additionalData = unlockerAdditionalData(ids);
  const key = checkRootKey(rootKey);
  checkKek(kek, 'encrypt');
  const { nonce, sealed } = await sealAesGcm(kek, key, additionalData);
  return { nonce: encodeBase64Url(nonce), wrapped_root_key: encodeBase64Url(sealed) };
}

/**
 * The root key inside `unlocker`. A wrong KEK, other ids or any changed bit fails as
 * DECRYPTION_FAILED; a malformed unlocker as INVALID_UNLOCKER.
 */
export async function unwrapRootKey(
  unlocker: RootKeyUnlocker,
  kek: CryptoKey,
  ids: UnlockerIds,
): Promise<Uint8Array<ArrayBuffer>> {
  const additionalData = unlockerAdditionalData(ids);
  checkKek(kek, 'decrypt');
  // It comes from the server as JSON: typed, but checked as if unknown.
  const received = unlocker as Partial<RootKeyUnlocker> | null | undefined;
  const sealed = {
    nonce: expectBase64UrlBytes(
      received?.nonce,
      'INVALID_UNLOCKER',
      'The unlocker nonce',
      AES_GCM_NONCE_BYTES,
    ),
    sealed: expectBase64UrlBytes(
      received?.wrapped_root_key,
      'INVALID_UNLOCKER',
      'The wrapped root key',
      WRAPPED_ROOT_KEY_BYTES,
    ),
  };
  return openAesGcm(kek, sealed, additionalData, 'The unlocker');
}

function unlockerAdditionalData({ accountId, unlockerId }: UnlockerIds): Uint8Array<ArrayBuffer> {
  if (!isLowerCaseUuid(accountId)) {
    throw new CryptoError('INVALID_UNLOCKER', 'The account id is not a lower-case UUID');
  }
  if (!isLowerCaseUuid(unlockerId)) {
    throw new CryptoError('INVALID_UNLOCKER', 'The unlocker id is not a lower-case UUID');
  }
  return encodeUtf8(`coffer-root-key-v1|${accountId}|${unlockerId}`);
}
