import {
  createPasswordParams,
  decodeBase64Url,
  DEFAULT_PASSWORD_PARAMS,
  parsePasswordParams,
  prehashPassword,
} from '../index';
import { assert, assertEqual, assertRejectsWithCode } from './assert';
import { ARGON2ID_VECTOR } from './vectors';

export const passwordCases = {
  'password prehash: matches the Argon2 reference vector': async () => {
    const result = await prehashPassword(ARGON2ID_VECTOR.password, { ...ARGON2ID_VECTOR.params });
    assertEqual(result.hash_base64, ARGON2ID_VECTOR.hash, 'hash');
    assertEqual(result.params.memory_kib, 65536, 'params echoed');
  },

  'password prehash: fresh params use the defaults and a random 16-byte salt': async () => {
    const params = createPasswordParams();
    assertEqual(params.algorithm, 'argon2id', 'algorithm');
    assertEqual(params.memory_kib, 19456, 'memory');
    assertEqual(params.iterations, 2, 'iterations');
    assertEqual(params.parallelism, 1, 'parallelism');
    assertEqual(params.hash_length, 32, 'hash length');
    assertEqual(decodeBase64Url(params.salt).byteLength, 16, 'salt length');
    assert(createPasswordParams().salt !== params.salt, 'salts differ');
    const first = await prehashPassword('correct horse ✓', params);
    assertEqual(first.hash_base64.length, 43, '32 bytes of unpadded base64');
    assertEqual(
      (await prehashPassword('correct horse ✓', params)).hash_base64,
      first.hash_base64,
      'deterministic',
    );
    assert(
      (await prehashPassword('correct horse ✓', createPasswordParams())).hash_base64 !==
        first.hash_base64,
      'salted',
    );
  },

  'password prehash: weak or malformed params fail with INVALID_PASSWORD_PARAMS': async () => {
    const base = { ...DEFAULT_PASSWORD_PARAMS, salt: 'c29tZXNhbHRzb21lc2FsdA' };
    parsePasswordParams(base);
    const invalid: unknown[] = [
      { ...base, algorithm: 'argon2i' },
      { ...base, memory_kib: 19455 },
      { ...base, iterations: 1 },
      { ...base, parallelism: 0 },
      { ...base, hash_length: 16 },
      { ...base, iterations: 2.5 },
      { ...base, memory_kib: '19456' },
      { ...base, salt: 'c29tZXNhbHQ=' },
      { ...base, salt: 'c2FsdA' },
      { ...base, extra: true },
      { memory_kib: 19456 },
      null,
    ];
    for (const params of invalid) {
      await assertRejectsWithCode(
        () => parsePasswordParams(params),
        'INVALID_PASSWORD_PARAMS',
        JSON.stringify(params),
      );
    }
    await assertRejectsWithCode(
      () => prehashPassword('x', { ...base, iterations: 1 }),
      'INVALID_PASSWORD_PARAMS',
      'prehash validates',
    );
  },
};
