// @coffer/crypto: the isomorphic (browser + Node) crypto of Coffer. WebCrypto and Uint8Array
// only; every failure is a CryptoError with a stable `code`.

export { CRYPTO_ERROR_CODES, CryptoError, isCryptoError, type CryptoErrorCode } from './errors';

export { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64';
export { decodeUtf8, encodeUtf8 } from './utf8';
export { constantTimeEqual } from './constant-time';
export { randomBytes } from './random';

export {
  assertBoxKeyPair,
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  deriveBoxPublicKey,
  generateBoxKeyPair,
  type BoxAlgorithm,
  type BoxKeyPair,
  type BoxPublicKey,
  type BoxSecretKey,
} from './box-key-pair';
export {
  boxSecretKeyFromBytes,
  formatBoxPublicKey,
  formatBoxSecretKey,
  parseBoxPublicKey,
  parseBoxSecretKey,
} from './box-key-format';
export {
  decryptFromBox,
  decryptTextFromBox,
  encryptTextToBox,
  encryptToBox,
} from './box-encryption';

export {
  combineKeyShares,
  decryptInvitationKeyShare,
  hashInvitationShare,
  splitBoxSecretKey,
  type KeyShareSplit,
} from './key-share';
export { buildInvitationLink, parseInvitationLink, type InvitationLink } from './invitation-link';

export {
  ENCRYPTED_FILE_MAX_BYTES,
  encryptedFileSize,
  FILE_CHUNK_SIZE,
  FILE_ENCRYPTION_ALGORITHM,
  generateFileEncryptionKey,
  type FileEncryptionKey,
} from './file-format';
export type { FileStreamOptions } from './file-chunk-stream';
export { encryptFileStream } from './file-encrypt-stream';
export { decryptFileStream } from './file-decrypt-stream';
export {
  buildFileDecryptionInfo,
  decryptFileDecryptionInfo,
  encryptFileDecryptionInfo,
  parseFileDecryptionInfo,
  type FileDecryptionInfo,
} from './file-decryption-info';

export {
  createPasswordParams,
  DEFAULT_PASSWORD_PARAMS,
  parsePasswordParams,
  type PasswordParams,
} from './password-params';
export { prehashPassword, type PasswordPrehash } from './password-prehash';

export { createRootKey, ROOT_KEY_BYTES } from './root-key';
export {
  unwrapRootKey,
  wrapRootKey,
  type RootKeyUnlocker,
  type UnlockerIds,
} from './root-key-unlocker';
export {
  createUnlockerPasswordParams,
  parseUnlockerPasswordParams,
} from './unlocker-password-params';
export { passwordKek } from './password-kek';
export { passkeyKek, passkeyPrfInput } from './passkey-kek';
export {
  createRecoveryKey,
  formatRecoveryKey,
  parseRecoveryKey,
  RECOVERY_KEY_BYTES,
  type RecoveryKey,
} from './recovery-key';
export { recoveryKek } from './recovery-kek';
export { createDeviceKek } from './device-kek';
export {
  decryptEntry,
  encryptEntry,
  ENTRY_KINDS,
  type EntryAddress,
  type EntryKind,
} from './key-entry';
export { decryptInvitationPayload, encryptInvitationPayload } from './invitation-payload';
export {
  combineProvisionShares,
  hashProvisionUserShare,
  splitProvisionKey,
  type ProvisionKeySplit,
  type ProvisionShares,
} from './provision-key';
export { buildProvisionLink, parseProvisionLink, type ProvisionLink } from './provision-link';

export { findJwkPrivateMember, JWK_PRIVATE_MEMBERS } from './jwk-private-members';
