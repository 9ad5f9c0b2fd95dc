import {
  BOX_ALGORITHM_AES_RSA,
  BOX_ALGORITHM_NACL,
  buildProvisionLink,
  combineProvisionShares,
  decodeBase64Url,
  deriveBoxPublicKey,
  encodeBase64Url,
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
  hashProvisionUserShare,
  parseBoxSecretKey,
  parseProvisionLink,
  splitProvisionKey,
  type ProvisionShares,
} from '../index';
import { assert, assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';
import { PROVISION_VECTOR } from './key-model-vectors';
import { AES_RSA_VECTOR, NACL_VECTOR } from './vectors';

const V = PROVISION_VECTOR;
const shares = (): ProvisionShares => ({
  public_key: V.public_key,
  service_key_share: V.service_key_share,
  user_share: V.user_share,
});

export const provisionCases = {
  'provision: the independent shares combine into the key; the hash is SHA-512': async () => {
    const secretKey = await combineProvisionShares(shares());
    assertEqual(secretKey.algorithm, BOX_ALGORITHM_NACL, 'algorithm');
    assertEqual(formatBoxSecretKey(secretKey), V.secretKey, 'secret key');
    assertEqual(await hashProvisionUserShare(V.user_share), V.user_key_share_hash, 'hash');
  },

  'provision: split gives the public key, XOR shares and the hash; combine gives it back':
    async () => {
      for (let round = 0; round < 5; round++) {
        const { publicKey, secretKey } = await generateBoxKeyPair();
        const split = await splitProvisionKey(secretKey);
        assertEqual(
          Object.keys(split).join(),
          'public_key,service_key_share,user_share,user_key_share_hash',
          'fields',
        );
        assertEqual(split.public_key, formatBoxPublicKey(publicKey), 'public key');
        assertEqual(split.service_key_share.length, 43, 'service share length');
        assertEqual(split.user_share.length, 43, 'user share length');
        assertEqual(split.user_key_share_hash.length, 86, 'hash length');
        assertEqual(
          split.user_key_share_hash,
          await hashProvisionUserShare(split.user_share),
          'hash',
        );
        const service = decodeBase64Url(split.service_key_share);
        const user = decodeBase64Url(split.user_share);
        assertBytesEqual(
          service.map((byte, index) => byte ^ (user[index] as number)),
          secretKey.bytes,
          'XOR',
        );
        const combined = await combineProvisionShares(split);
        assertBytesEqual(combined.bytes, secretKey.bytes, `round ${round}`);
      }
      const { secretKey } = await generateBoxKeyPair();
      const first = await splitProvisionKey(secretKey);
      const second = await splitProvisionKey(secretKey);
      assert(first.service_key_share !== second.service_key_share, 'fresh service share');
      assertEqual(first.public_key, second.public_key, 'same public key');
    },

  'provision: shares of another key, or another public key, fail with KEY_PAIR_MISMATCH':
    async () => {
      const other = await splitProvisionKey((await generateBoxKeyPair()).secretKey);
      const mismatches: Array<[string, ProvisionShares]> = [
        ['another public key', { ...shares(), public_key: NACL_VECTOR.publicKey }],
        ['another service share', { ...shares(), service_key_share: other.service_key_share }],
        ['another user share', { ...shares(), user_share: other.user_share }],
        [
          'a changed bit',
          {
            ...shares(),
            user_share: encodeBase64Url(
              decodeBase64Url(V.user_share).map((byte, index) => (index === 5 ? byte ^ 1 : byte)),
            ),
          },
        ],
      ];
      for (const [what, value] of mismatches) {
        await assertRejectsWithCode(() => combineProvisionShares(value), 'KEY_PAIR_MISMATCH', what);
      }
    },

  'provision: malformed shares and keys are refused with codes': async () => {
    const short = encodeBase64Url(decodeBase64Url(V.user_share).subarray(1));
    const cases: Array<[string, ProvisionShares, string]> = [
      ['short user share', { ...shares(), user_share: short }, 'INVALID_KEY_SHARE'],
      ['short service share', { ...shares(), service_key_share: short }, 'INVALID_KEY_SHARE'],
      [
        'both short',
        { ...shares(), service_key_share: short, user_share: short },
        'INVALID_KEY_SHARE',
      ],
      ['padded share', { ...shares(), user_share: `${V.user_share}=` }, 'INVALID_KEY_SHARE'],
      ['empty share', { ...shares(), service_key_share: '' }, 'INVALID_KEY_SHARE'],
      [
        'malformed public key',
        { ...shares(), public_key: V.public_key.slice(1) },
        'INVALID_PUBLIC_KEY',
      ],
      [
        'aes-rsa public key',
        { ...shares(), public_key: AES_RSA_VECTOR.publicKey },
        'KEY_ALGORITHM_MISMATCH',
      ],
    ];
    for (const [what, value, code] of cases) {
      await assertRejectsWithCode(() => combineProvisionShares(value), code as never, what);
    }
    await assertRejectsWithCode(
      () => splitProvisionKey(parseBoxSecretKey(BOX_ALGORITHM_AES_RSA, AES_RSA_VECTOR.secretKey)),
      'KEY_ALGORITHM_MISMATCH',
      'split an aes-rsa key',
    );
    await assertRejectsWithCode(
      () => splitProvisionKey({ algorithm: BOX_ALGORITHM_NACL, bytes: new Uint8Array(31) }),
      'INVALID_SECRET_KEY',
      'split a short key',
    );
    await assertRejectsWithCode(
      () => hashProvisionUserShare('a+b'),
      'INVALID_KEY_SHARE',
      'hash of a bad share',
    );
    // The vector's public key is what its secret derives (a self-check of the vector).
    assertEqual(
      formatBoxPublicKey(
        await deriveBoxPublicKey(parseBoxSecretKey(BOX_ALGORITHM_NACL, V.secretKey)),
      ),
      V.public_key,
      'vector key pair',
    );
  },

  'provision link: <origin>/provisions#<user share>, parsed from a URL or a path': async () => {
    assertEqual(buildProvisionLink(V.origin, V.user_share), V.link, 'link');
    assertEqual(
      buildProvisionLink('http://localhost:3000', V.user_share),
      `http://localhost:3000/provisions#${V.user_share}`,
      'with a port',
    );
    for (const text of [
      V.link,
      ` ${V.link}\n`,
      `/provisions#${V.user_share}`,
      `http://localhost:3000/provisions#${V.user_share}`,
    ]) {
      assertEqual(parseProvisionLink(text).userShare, V.user_share, text);
    }
  },

  'provision link: a bad origin, share or shape fails with INVALID_PROVISION_LINK': async () => {
    const share = V.user_share;
    const short = encodeBase64Url(decodeBase64Url(share).subarray(1));
    const links = [
      `${V.origin}/provisions#`,
      `${V.origin}/provisions#${share}=`,
      `${V.origin}/provisions#${short}`,
      `${V.origin}/provisions#a+b`,
      `${V.origin}/provisions`,
      `${V.origin}/provisions/#${share}`,
      `${V.origin}/provision#${share}`,
      `${V.origin}/boxes/provisions#${share}`,
      `${V.origin}/provisions?x=1#${share}`,
      `ftp://coffer.example/provisions#${share}`,
      `provisions#${share}`,
      'not a link',
    ];
    for (const text of links) {
      await assertRejectsWithCode(() => parseProvisionLink(text), 'INVALID_PROVISION_LINK', text);
    }
    for (const origin of [
      `${V.origin}/`,
      `${V.origin}/app`,
      `${V.origin}?x`,
      'https://Coffer.example',
      'ftp://coffer.example',
      'coffer.example',
      '',
    ]) {
      await assertRejectsWithCode(
        () => buildProvisionLink(origin, share),
        'INVALID_PROVISION_LINK',
        `origin ${origin}`,
      );
    }
    for (const bad of ['', `${share}=`, short, 'a+b']) {
      await assertRejectsWithCode(
        () => buildProvisionLink(V.origin, bad),
        'INVALID_PROVISION_LINK',
        `share ${bad}`,
      );
    }
  },
};
