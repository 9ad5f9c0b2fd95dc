import {
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  decodeUtf8,
  decryptFromBox,
  decryptInvitationPayload,
  encodeUtf8,
  encryptInvitationPayload,
  encryptToBox,
  generateBoxKeyPair,
  parseBoxPublicKey,
  parseBoxSecretKey,
} from '../index';
import { assert, assertEqual, assertRejectsWithCode } from './assert';
import { INVITATION_PAYLOAD_VECTOR } from './key-model-vectors';
import { tamperNaclField } from './tamper';
import { AES_RSA_VECTOR, KEY_SHARE_VECTOR } from './vectors';

const V = INVITATION_PAYLOAD_VECTOR;
const secretKey = () => parseBoxSecretKey(BOX_ALGORITHM_NACL, V.secretKey);
const publicKey = () => parseBoxPublicKey(V.publicKey);

export const invitationPayloadCases = {
  'invitation payload: the independent payload gives its share back': async () => {
    assertEqual(await decryptInvitationPayload(secretKey(), V.payload), V.invitationShare, 'share');
  },

  'invitation payload: a nacl cryptogram of exactly {"boxKeyShare": share}, fresh each time':
    async () => {
      // Shares of aes-rsa boxes (PKCS#8 length) travel the same way.
      for (const share of [V.invitationShare, KEY_SHARE_VECTOR.serviceShare, 'AAAA'.repeat(450)]) {
        const first = await encryptInvitationPayload(publicKey(), share);
        const second = await encryptInvitationPayload(publicKey(), share);
        assert(first !== second, 'fresh ephemeral key and nonce');
        assertEqual(
          decodeUtf8(await decryptFromBox(secretKey(), first)),
          `{"boxKeyShare":"${share}"}`,
          'plaintext',
        );
        assertEqual(await decryptInvitationPayload(secretKey(), first), share, 'round trip');
      }
    },

  'invitation payload: a wrong key, tampering or other content fails with a code': async () => {
    const other = await generateBoxKeyPair();
    await assertRejectsWithCode(
      () => decryptInvitationPayload(other.secretKey, V.payload),
      'DECRYPTION_FAILED',
      'another key',
    );
    for (const field of ['ephemeralSenderPublicKey', 'nonce', 'ciphertext'] as const) {
      await assertRejectsWithCode(
        () => decryptInvitationPayload(secretKey(), tamperNaclField(V.payload, field)),
        'DECRYPTION_FAILED',
        `tampered ${field}`,
      );
    }
    for (const text of ['', 'not base64!', V.payload.slice(0, 40)]) {
      await assertRejectsWithCode(
        () => decryptInvitationPayload(secretKey(), text),
        'INVALID_CRYPTOGRAM',
        `not a cryptogram: ${text}`,
      );
    }
    const contents = [
      'not json',
      '[]',
      '{}',
      `{"boxKeyShare":"${V.invitationShare}","boxId":"x"}`,
      `{"boxkeyshare":"${V.invitationShare}"}`,
      '{"boxKeyShare":42}',
      '{"boxKeyShare":""}',
      `{"boxKeyShare":"${V.invitationShare}="}`,
    ];
    for (const content of contents) {
      const payload = await encryptToBox(publicKey(), encodeUtf8(content));
      await assertRejectsWithCode(
        () => decryptInvitationPayload(secretKey(), payload),
        'INVALID_KEY_SHARE',
        content,
      );
    }
    const notUtf8 = await encryptToBox(publicKey(), new Uint8Array([0xff, 0xfe]));
    await assertRejectsWithCode(
      () => decryptInvitationPayload(secretKey(), notUtf8),
      'INVALID_UTF8',
      'not UTF-8',
    );
  },

  'invitation payload: only to nacl keys, and only of a well-formed share': async () => {
    await assertRejectsWithCode(
      () =>
        encryptInvitationPayload(parseBoxPublicKey(AES_RSA_VECTOR.publicKey), V.invitationShare),
      'KEY_ALGORITHM_MISMATCH',
      'to an aes-rsa key',
    );
    await assertRejectsWithCode(
      () =>
        decryptInvitationPayload(
          parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, AES_RSA_VECTOR.secretKey),
          V.payload,
        ),
      'KEY_ALGORITHM_MISMATCH',
      'with an aes-rsa key',
    );
    for (const share of ['', `${V.invitationShare}=`, 'a+b', '"},"x":"']) {
      await assertRejectsWithCode(
        () => encryptInvitationPayload(publicKey(), share),
        'INVALID_KEY_SHARE',
        `share ${share}`,
      );
    }
  },
};
