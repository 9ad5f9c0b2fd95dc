import {
  constantTimeEqual,
  decodeBase64,
  decodeBase64Url,
  decodeUtf8,
  encodeBase64,
  encodeBase64Url,
  encodeUtf8,
  randomBytes,
} from '../index';
import { assert, assertBytesEqual, assertEqual, assertRejectsWithCode } from './assert';

// RFC 4648 §10 test vectors.
const RFC_4648 = [
  ['', ''],
  ['f', 'Zg=='],
  ['fo', 'Zm8='],
  ['foo', 'Zm9v'],
  ['foob', 'Zm9vYg=='],
  ['fooba', 'Zm9vYmE='],
  ['foobar', 'Zm9vYmFy'],
] as const;

export const encodingCases = {
  'base64: RFC 4648 vectors, standard and url-safe': async () => {
    for (const [text, encoded] of RFC_4648) {
      const bytes = encodeUtf8(text);
      assertEqual(encodeBase64(bytes), encoded, `encodeBase64(${text})`);
      assertEqual(encodeBase64Url(bytes), encoded.replace(/=/g, ''), `encodeBase64Url(${text})`);
      assertBytesEqual(decodeBase64(encoded), bytes, `decodeBase64(${encoded})`);
      assertBytesEqual(
        decodeBase64Url(encoded.replace(/=/g, '')),
        bytes,
        `decodeBase64Url(${encoded})`,
      );
    }
  },

  'base64: the two alphabets differ only in 62 and 63': async () => {
    const bytes = new Uint8Array([0xfb, 0xff, 0xbf]);
    assertEqual(encodeBase64(bytes), '+/+/', 'standard');
    assertEqual(encodeBase64Url(bytes), '-_-_', 'url-safe');
  },

  'base64: every length and byte value round-trips': async () => {
    for (let length = 0; length < 260; length++) {
      const bytes = new Uint8Array(length).map((_, index) => (index * 37 + length) & 0xff);
      assertBytesEqual(decodeBase64Url(encodeBase64Url(bytes)), bytes, `url-safe length ${length}`);
      assertBytesEqual(decodeBase64(encodeBase64(bytes)), bytes, `standard length ${length}`);
    }
  },

  'base64: strict decoding rejects non-canonical input': async () => {
    const badUrlSafe = ['Zg==', 'Zm8=', 'Zm9v+', 'Zm9v/', 'Zm 9v', 'Z', 'Zh', 'Zm9vY\n', 'é'];
    for (const text of badUrlSafe) {
      await assertRejectsWithCode(
        () => decodeBase64Url(text),
        'INVALID_BASE64',
        `decodeBase64Url(${JSON.stringify(text)})`,
      );
    }
    assertBytesEqual(decodeBase64Url('Zm8'), encodeUtf8('fo'), 'unpadded 2 bytes');
    const badStandard = [
      'Zg',
      'Zg=',
      'Zh==',
      'Zm9v-_==',
      'Z===',
      '=Zm9',
      'Zm=v',
      'Zm9vYg=',
      'Zm9vY',
    ];
    for (const text of badStandard) {
      await assertRejectsWithCode(
        () => decodeBase64(text),
        'INVALID_BASE64',
        `decodeBase64(${JSON.stringify(text)})`,
      );
    }
  },

  'utf8: round-trips text and rejects malformed bytes': async () => {
    const text = 'Coffer — ✓ 🔐 é';
    assertEqual(decodeUtf8(encodeUtf8(text)), text, 'round trip');
    assertBytesEqual(encodeUtf8('é'), new Uint8Array([0xc3, 0xa9]), 'é is two bytes');
    assertEqual(decodeUtf8(new Uint8Array([0xef, 0xbb, 0xbf, 0x41])), '\ufeffA', 'BOM is kept');
    for (const bytes of [[0xc3], [0xff], [0xed, 0xa0, 0x80], [0xc0, 0x80]]) {
      await assertRejectsWithCode(
        () => decodeUtf8(new Uint8Array(bytes)),
        'INVALID_UTF8',
        `bytes ${bytes.join(',')}`,
      );
    }
  },

  'constantTimeEqual: equal, different content, different length': async () => {
    const a = new Uint8Array([1, 2, 3, 4]);
    assert(constantTimeEqual(a, new Uint8Array([1, 2, 3, 4])), 'equal arrays');
    assert(!constantTimeEqual(a, new Uint8Array([1, 2, 3, 5])), 'last byte differs');
    assert(!constantTimeEqual(a, new Uint8Array([0, 2, 3, 4])), 'first byte differs');
    assert(!constantTimeEqual(a, new Uint8Array([1, 2, 3])), 'shorter');
    assert(constantTimeEqual(new Uint8Array(0), new Uint8Array(0)), 'empty');
  },

  'randomBytes: any length, beyond the 64 KiB getRandomValues limit': async () => {
    const bytes = randomBytes(200_000);
    assertEqual(bytes.byteLength, 200_000, 'length');
    // The tail past 65536 must be filled too: 4096 zero bytes in a row would be a bug.
    assert(
      bytes.subarray(195_904).some((byte) => byte !== 0),
      'tail is random',
    );
    assert(!constantTimeEqual(randomBytes(32), randomBytes(32)), 'two draws differ');
    assertEqual(randomBytes(0).byteLength, 0, 'empty');
  },
};
