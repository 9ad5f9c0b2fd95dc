import { AES_GCM_NONCE_BYTES, AES_GCM_TAG_BYTES, openAesGcm, sealAesGcm } from './aes-gcm-seal';
import { decodeBase64Url, encodeBase64Url } from './base64';
import { parseBoxPublicKey } from './box-key-format';
import { concatBytes } from './bytes';
import { CryptoError } from './errors';
import { importRootKey } from './root-key';
import { encodeUtf8 } from './utf8';
import { isLowerCaseUuid } from './uuid';

// An entry of the account's storage (docs/key-model.md): a secret sealed with AES-256-GCM under
// the root key, a random 12-byte nonce, and as additional data the UTF-8 of
// `coffer-entry-v1|<account id>|<kind>|<name>`, so the server cannot swap entries between
// names, kinds or accounts. The ciphertext string is the unpadded url-safe base64 of
// nonce ‖ ciphertext ‖ tag.

export const ENTRY_KINDS = ['identity_key', 'box_key'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

/**
 * What an entry is bound to. `name` is the public key string for `identity_key`, the box id
 * (a lower-case UUID) for `box_key`; `accountId` is a lower-case UUID.
 */
export interface EntryAddress {
  accountId: string;
  kind: EntryKind;
  name: string;
}

export async function encryptEntry(
  rootKey: Uint8Array,
  address: EntryAddress,
  plaintext: Uint8Array,
): Promise<string> {
  const additionalData = entryAdditionalData(address);
  if (!(plaintext instanceof Uint8Array)) throw invalid('The entry plaintext is bytes');
  const { nonce, sealed } = await sealAesGcm(
    await importRootKey(rootKey),
    new Uint8Array(plaintext),
    additionalData,
  );
  return encodeBase64Url(concatBytes(nonce, sealed));
}

/**
 * The plaintext of an entry. A wrong root key, another address or any changed bit fails as
 * DECRYPTION_FAILED; a malformed ciphertext as INVALID_ENTRY.
 */
export async function decryptEntry(
  rootKey: Uint8Array,
  address: EntryAddress,
  ciphertext: string,
): Promise<Uint8Array<ArrayBuffer>> {
  const additionalData = entryAdditionalData(address);
  const key = await importRootKey(rootKey);
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    bytes = decodeBase64Url(ciphertext);
  } catch (cause) {
    throw new CryptoError('INVALID_ENTRY', 'The entry ciphertext is not unpadded url-safe base64', {
      cause,
    });
  }
  if (bytes.byteLength < AES_GCM_NONCE_BYTES + AES_GCM_TAG_BYTES) {
    throw invalid('The entry ciphertext is shorter than a nonce and a tag');
  }
  const sealed = {
    nonce: bytes.slice(0, AES_GCM_NONCE_BYTES),
    sealed: bytes.slice(AES_GCM_NONCE_BYTES),
  };
  return openAesGcm(key, sealed, additionalData, 'The entry');
}

function entryAdditionalData({ accountId, kind, name }: EntryAddress): Uint8Array<ArrayBuffer> {
  if (!isLowerCaseUuid(accountId)) throw invalid('The account id is not a lower-case UUID');
  checkEntryName(kind, name);
  return encodeUtf8(`coffer-entry-v1|${accountId}|${kind}|${name}`);
}

function checkEntryName(kind: EntryKind, name: string): void {
  switch (kind) {
    case 'identity_key':
      try {
        // Strict: a public key string has one spelling, so its entry has one name.
        parseBoxPublicKey(name);
      } catch (cause) {
        throw new CryptoError('INVALID_ENTRY', 'An identity_key entry is named by a public key', {
          cause,
        });
      }
      return;
    case 'box_key':
      if (!isLowerCaseUuid(name)) throw invalid('A box_key entry is named by a lower-case box id');
      return;
    default:
      throw invalid(`The entry kind must be one of ${ENTRY_KINDS.join(', ')}`);
  }
}

function invalid(message: string): CryptoError {
  return new CryptoError('INVALID_ENTRY', message);
}
