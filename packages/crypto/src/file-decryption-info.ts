import { encodeBase64Url } from './base64';
import { decryptFromBox, encryptToBox } from './box-encryption';
import type { BoxPublicKey, BoxSecretKey } from './box-key-pair';
import { CryptoError } from './errors';
import {
  checkFileEncryptionKey,
  FILE_CHUNK_SIZE,
  FILE_ENCRYPTION_ALGORITHM,
  FILE_KEY_BYTES,
  FILE_NONCE_PREFIX_BYTES,
  type FileEncryptionKey,
} from './file-format';
import { decodeUtf8, encodeUtf8 } from './utf8';
import {
  expectBase64UrlBytes,
  expectExactObject,
  expectString,
  parseJsonObject,
} from './wire-validation';

// The decryption info of an uploaded file, encrypted to the box public key as
// msg_encrypted_content (docs/crypto.md):
// {"encryption":{"algorithm":"aes-256-gcm-chunked-v1","key":<b64url>,"nonce_prefix":<b64url>,
//  "chunk_size":1048576},"fileName":…,"fileSize":…,"fileType":…}

export interface FileDecryptionInfo {
  fileKey: FileEncryptionKey;
  fileName: string;
  /** Plaintext size in bytes. */
  fileSize: number;
  /** MIME type; empty when unknown (as File.type). */
  fileType: string;
}

const CODE = 'INVALID_FILE_DECRYPTION_INFO';
const INFO_FIELDS = ['encryption', 'fileName', 'fileSize', 'fileType'] as const;
const ENCRYPTION_FIELDS = ['algorithm', 'key', 'nonce_prefix', 'chunk_size'] as const;

/** The JSON text of the decryption info (the plaintext of msg_encrypted_content). */
export function buildFileDecryptionInfo(info: FileDecryptionInfo): string {
  checkFileEncryptionKey(info.fileKey);
  checkFileFields(info.fileName, info.fileSize, info.fileType);
  // Key order is the contract's: JSON.stringify keeps insertion order.
  return JSON.stringify({
    encryption: {
      algorithm: FILE_ENCRYPTION_ALGORITHM,
      key: encodeBase64Url(info.fileKey.key),
      nonce_prefix: encodeBase64Url(info.fileKey.noncePrefix),
      chunk_size: FILE_CHUNK_SIZE,
    },
    fileName: info.fileName,
    fileSize: info.fileSize,
    fileType: info.fileType,
  });
}

/** Parses and strictly validates decryption info JSON (exact fields, sizes and algorithm). */
export function parseFileDecryptionInfo(json: string): FileDecryptionInfo {
  const info = expectExactObject(
    parseJsonObject(json, CODE, 'The file decryption info'),
    INFO_FIELDS,
    CODE,
    'The file decryption info',
  );
  const encryption = expectExactObject(info.encryption, ENCRYPTION_FIELDS, CODE, 'encryption');
  if (encryption.algorithm !== FILE_ENCRYPTION_ALGORITHM) {
    throw new CryptoError(CODE, `encryption.algorithm must be ${FILE_ENCRYPTION_ALGORITHM}`);
  }
  if (encryption.chunk_size !== FILE_CHUNK_SIZE) {
    throw new CryptoError(CODE, `encryption.chunk_size must be ${FILE_CHUNK_SIZE}`);
  }
  const fileKey = {
    key: expectBase64UrlBytes(encryption.key, CODE, 'encryption.key', FILE_KEY_BYTES),
    noncePrefix: expectBase64UrlBytes(
      encryption.nonce_prefix,
      CODE,
      'encryption.nonce_prefix',
      FILE_NONCE_PREFIX_BYTES,
    ),
  };
  const fileName = expectString(info.fileName, CODE, 'fileName');
  const fileType = expectString(info.fileType, CODE, 'fileType');
  checkFileFields(fileName, info.fileSize, fileType);
  return { fileKey, fileName, fileSize: info.fileSize as number, fileType };
}

/** msg_encrypted_content: the decryption info encrypted to the box public key. */
export async function encryptFileDecryptionInfo(
  boxPublicKey: BoxPublicKey,
  info: FileDecryptionInfo,
): Promise<string> {
  return encryptToBox(boxPublicKey, encodeUtf8(buildFileDecryptionInfo(info)));
}

export async function decryptFileDecryptionInfo(
  secretKey: BoxSecretKey,
  msgEncryptedContent: string,
): Promise<FileDecryptionInfo> {
  return parseFileDecryptionInfo(decodeUtf8(await decryptFromBox(secretKey, msgEncryptedContent)));
}

function checkFileFields(fileName: string, fileSize: unknown, fileType: string): void {
  if (typeof fileName !== 'string' || fileName.length === 0)
    throw new CryptoError(CODE, 'fileName must be a non-empty string');
  if (typeof fileType !== 'string') throw new CryptoError(CODE, 'fileType must be a string');
  if (typeof fileSize !== 'number' || !Number.isSafeInteger(fileSize) || fileSize < 0) {
    throw new CryptoError(CODE, 'fileSize must be a non-negative integer');
  }
}
