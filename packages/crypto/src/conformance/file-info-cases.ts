import {
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  buildFileDecryptionInfo,
  decodeBase64Url,
  decryptFileDecryptionInfo,
  decryptFileStream,
  encodeBase64Url,
  encryptFileDecryptionInfo,
  encryptTextToBox,
  generateFileEncryptionKey,
  parseBoxPublicKey,
  parseBoxSecretKey,
  parseFileDecryptionInfo,
  type FileDecryptionInfo,
} from '../index';
import { assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';
import { readAll, streamOf } from './streams';
import { AES_RSA_VECTOR, FILE_VECTOR, NACL_VECTOR } from './vectors';

/** The decryption info as plain JSON, for building off-contract variants. */
interface InfoJson {
  encryption: Record<string, unknown>;
  [field: string]: unknown;
}

const sampleInfo = (): FileDecryptionInfo => ({
  fileKey: generateFileEncryptionKey(),
  fileName: 'bilan 2024 ✓.xlsx',
  fileSize: 1234567,
  fileType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
});

export const fileInfoCases = {
  'file info: the JSON has the contract fields in the contract order': async () => {
    const info = sampleInfo();
    const expected =
      `{"encryption":{"algorithm":"aes-256-gcm-chunked-v1","key":"${encodeBase64Url(info.fileKey.key)}",` +
      `"nonce_prefix":"${encodeBase64Url(info.fileKey.noncePrefix)}","chunk_size":1048576},` +
      `"fileName":"bilan 2024 ✓.xlsx","fileSize":1234567,"fileType":"${info.fileType}"}`;
    const json = buildFileDecryptionInfo(info);
    assertEqual(json, expected, 'json');
    const parsed = parseFileDecryptionInfo(json);
    assertBytesEqual(parsed.fileKey.key, info.fileKey.key, 'key');
    assertBytesEqual(parsed.fileKey.noncePrefix, info.fileKey.noncePrefix, 'nonce prefix');
    assertEqual(parsed.fileName, info.fileName, 'name');
    assertEqual(parsed.fileSize, info.fileSize, 'size');
    assertEqual(parsed.fileType, info.fileType, 'type');
  },

  'file info: the independent msg_encrypted_content opens and decrypts its file': async () => {
    const secretKey = parseBoxSecretKey(BOX_ALGORITHM_NACL, NACL_VECTOR.secretKey);
    const info = await decryptFileDecryptionInfo(secretKey, FILE_VECTOR.encryptedInfo);
    assertEqual(info.fileName, 'rapport annuel.pdf', 'name');
    assertEqual(info.fileType, 'application/pdf', 'type');
    const { bytes } = await readAll(
      decryptFileStream(streamOf(decodeBase64Url(FILE_VECTOR.smallCiphertext)), info.fileKey),
    );
    assertEqual(new TextDecoder().decode(bytes), FILE_VECTOR.smallPlaintext, 'file content');
    assertEqual(info.fileSize, bytes.byteLength, 'size');
  },

  'file info: encrypts to both box algorithms': async () => {
    const boxes = [
      [NACL_VECTOR.publicKey, parseBoxSecretKey(BOX_ALGORITHM_NACL, NACL_VECTOR.secretKey)],
      [
        AES_RSA_VECTOR.publicKey,
        parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, AES_RSA_VECTOR.secretKey),
      ],
    ] as const;
    for (const [publicKey, secretKey] of boxes) {
      const info = sampleInfo();
      const cryptogram = await encryptFileDecryptionInfo(parseBoxPublicKey(publicKey), info);
      const opened = await decryptFileDecryptionInfo(secretKey, cryptogram);
      assertEqual(
        buildFileDecryptionInfo(opened),
        buildFileDecryptionInfo(info),
        `${secretKey.algorithm} round trip`,
      );
    }
  },

  'file info: strict validation rejects anything off-contract': async () => {
    const good = JSON.parse(buildFileDecryptionInfo(sampleInfo())) as InfoJson;
    const variants: Array<(info: InfoJson) => void> = [
      (info) => (info.encryption.algorithm = 'aes-256-gcm'),
      (info) => (info.encryption.chunk_size = 65536),
      (info) => (info.encryption.key = String(info.encryption.key).slice(4)),
      (info) => (info.encryption.key = `${String(info.encryption.key)}=`),
      (info) => (info.encryption.nonce_prefix = encodeBase64Url(new Uint8Array(12))),
      (info) => (info.encryption.nonce = info.encryption.nonce_prefix),
      (info) => delete info.fileType,
      (info) => (info.extra = 1),
      (info) => (info.fileSize = -1),
      (info) => (info.fileSize = 1.5),
      (info) => (info.fileSize = '12'),
      (info) => (info.fileName = ''),
      (info) => (info.fileName = 42),
      (info) => (info.fileType = null),
    ];
    for (const [index, change] of variants.entries()) {
      const info = structuredClone(good);
      change(info);
      await assertRejectsWithCode(
        () => parseFileDecryptionInfo(JSON.stringify(info)),
        'INVALID_FILE_DECRYPTION_INFO',
        `variant #${index}`,
      );
    }
    await assertRejectsWithCode(
      () => parseFileDecryptionInfo('{"encryption":'),
      'INVALID_FILE_DECRYPTION_INFO',
      'not JSON',
    );
    const secretKey = parseBoxSecretKey(BOX_ALGORITHM_NACL, NACL_VECTOR.secretKey);
    const notInfo = await encryptTextToBox(parseBoxPublicKey(NACL_VECTOR.publicKey), '[]');
    await assertRejectsWithCode(
      () => decryptFileDecryptionInfo(secretKey, notInfo),
      'INVALID_FILE_DECRYPTION_INFO',
      'encrypted non-info',
    );
  },
};
