import {
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  boxSecretKeyFromBytes,
  buildInvitationLink,
  combineKeyShares,
  decodeBase64Url,
  decodeUtf8,
  decryptFromBox,
  decryptInvitationKeyShare,
  encodeBase64Url,
  encryptTextToBox,
  formatBoxSecretKey,
  generateBoxKeyPair,
  hashInvitationShare,
  parseBoxPublicKey,
  parseBoxSecretKey,
  parseInvitationLink,
  splitBoxSecretKey,
} from '../index';
import { assert, assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';
import { AES_RSA_VECTOR, KEY_SHARE_VECTOR, NACL_VECTOR } from './vectors';

const BOX_ID = '3f2a1c5e-9b7d-4e6f-8a1b-2c3d4e5f6a7b';

export const keyShareCases = {
  'key share: the independent vector combines, hashes and decrypts as specified': async () => {
    const key = combineKeyShares(KEY_SHARE_VECTOR.serviceShare, KEY_SHARE_VECTOR.invitationShare);
    assertEqual(encodeBase64Url(key), NACL_VECTOR.secretKey, 'combined key');
    assertEqual(
      await hashInvitationShare(KEY_SHARE_VECTOR.invitationShare),
      KEY_SHARE_VECTOR.invitationShareHash,
      'hash',
    );
    const secretKey = parseBoxSecretKey(BOX_ALGORITHM_NACL, NACL_VECTOR.secretKey);
    const share = await decryptInvitationKeyShare(
      secretKey,
      KEY_SHARE_VECTOR.encryptedInvitationKeyShare,
    );
    assertEqual(share, KEY_SHARE_VECTOR.invitationShare, 'decrypted invitation share');
  },

  'key share: split then combine gives the key back (nacl, random keys)': async () => {
    for (let round = 0; round < 5; round++) {
      const { publicKey, secretKey } = await generateBoxKeyPair();
      const split = await splitBoxSecretKey(secretKey, publicKey);
      const combined = combineKeyShares(split.serviceShare, split.invitationShare);
      assertBytesEqual(combined, secretKey.bytes, `round ${round}`);
      assertEqual(split.invitationShareHash.length, 86, 'hash length');
      assertEqual(
        split.invitationShareHash,
        await hashInvitationShare(split.invitationShare),
        'hash',
      );
      assert(split.serviceShare !== split.invitationShare, 'shares differ');
      const payload = decodeUtf8(
        await decryptFromBox(secretKey, split.encryptedInvitationKeyShare),
      );
      assertEqual(
        payload,
        JSON.stringify({ boxKeyShare: split.invitationShare }),
        'encrypted payload',
      );
      assertEqual(
        await decryptInvitationKeyShare(secretKey, split.encryptedInvitationKeyShare),
        split.invitationShare,
        'member decrypt',
      );
    }
  },

  'key share: split then combine gives the key back (aes-rsa)': async () => {
    const publicKey = parseBoxPublicKey(AES_RSA_VECTOR.publicKey);
    const secretKey = parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, AES_RSA_VECTOR.secretKey);
    const split = await splitBoxSecretKey(secretKey, publicKey);
    const restored = boxSecretKeyFromBytes(
      BOX_ALGORITHM_AES_RSA,
      combineKeyShares(split.serviceShare, split.invitationShare),
    );
    assertEqual(formatBoxSecretKey(restored), AES_RSA_VECTOR.secretKey, 'restored key');
    assertEqual(
      await decryptInvitationKeyShare(secretKey, split.encryptedInvitationKeyShare),
      split.invitationShare,
      'member decrypt',
    );
  },

  'key share: bad shares, mismatched keys and payloads fail with codes': async () => {
    const { publicKey, secretKey } = await generateBoxKeyPair();
    const other = await generateBoxKeyPair();
    await assertRejectsWithCode(
      () => splitBoxSecretKey(secretKey, other.publicKey),
      'KEY_PAIR_MISMATCH',
      'split with a foreign public key',
    );
    const split = await splitBoxSecretKey(secretKey, publicKey);
    const shorter = encodeBase64Url(decodeBase64Url(split.serviceShare).subarray(1));
    await assertRejectsWithCode(
      () => combineKeyShares(shorter, split.invitationShare),
      'KEY_SHARE_LENGTH_MISMATCH',
      'length mismatch',
    );
    await assertRejectsWithCode(
      () => combineKeyShares(`${split.serviceShare}=`, split.invitationShare),
      'INVALID_KEY_SHARE',
      'padded share',
    );
    await assertRejectsWithCode(
      () => combineKeyShares('', ''),
      'INVALID_KEY_SHARE',
      'empty shares',
    );
    await assertRejectsWithCode(
      () => hashInvitationShare('not/base64url'),
      'INVALID_KEY_SHARE',
      'hash of a bad share',
    );
    await assertRejectsWithCode(
      () => decryptInvitationKeyShare(other.secretKey, split.encryptedInvitationKeyShare),
      'DECRYPTION_FAILED',
      'not a member',
    );
    for (const payload of [
      '{"share":"AAAA"}',
      '{"boxKeyShare":"AA=="}',
      '{"boxKeyShare":"AAAA","x":1}',
      '"AAAA"',
    ]) {
      const cryptogram = await encryptTextToBox(publicKey, payload);
      await assertRejectsWithCode(
        () => decryptInvitationKeyShare(secretKey, cryptogram),
        'INVALID_KEY_SHARE',
        payload,
      );
    }
  },

  'invitation link: build and parse round trip, path or absolute URL': async () => {
    const link = buildInvitationLink(BOX_ID, KEY_SHARE_VECTOR.invitationShare);
    assertEqual(link, `/boxes/${BOX_ID}#${KEY_SHARE_VECTOR.invitationShare}`, 'link');
    for (const text of [
      link,
      `https://coffer.example${link}`,
      `http://localhost:3000${link}`,
      ` /boxes/${BOX_ID.toUpperCase()}#${KEY_SHARE_VECTOR.invitationShare} `,
    ]) {
      const parsed = parseInvitationLink(text);
      assertEqual(parsed.boxId, BOX_ID, `box id of ${text}`);
      assertEqual(parsed.invitationShare, KEY_SHARE_VECTOR.invitationShare, `share of ${text}`);
    }
  },

  'invitation link: a bad uuid, share or shape fails with INVALID_INVITATION_LINK': async () => {
    const share = KEY_SHARE_VECTOR.invitationShare;
    const invalid = [
      `/boxes/not-a-uuid#${share}`,
      `/boxes/${BOX_ID.slice(1)}#${share}`,
      `/boxes/${BOX_ID}#`,
      `/boxes/${BOX_ID}#${share}=`,
      `/boxes/${BOX_ID}#a+b`,
      `/boxes/${BOX_ID}`,
      `/boxes/${BOX_ID}/#${share}`,
      `/box/${BOX_ID}#${share}`,
      `/boxes/${BOX_ID}?x=1#${share}`,
      `ftp://coffer.example/boxes/${BOX_ID}#${share}`,
      `https://coffer.example/boxes/${BOX_ID}?x=1#${share}`,
      'not a link',
    ];
    for (const text of invalid) {
      await assertRejectsWithCode(() => parseInvitationLink(text), 'INVALID_INVITATION_LINK', text);
    }
    await assertRejectsWithCode(
      () => buildInvitationLink('nope', share),
      'INVALID_INVITATION_LINK',
      'build: bad uuid',
    );
    await assertRejectsWithCode(
      () => buildInvitationLink(BOX_ID, 'a+b'),
      'INVALID_INVITATION_LINK',
      'build: bad share',
    );
  },
};
