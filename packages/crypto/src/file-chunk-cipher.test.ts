import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createChunkCipher } from './file-chunk-cipher';
import { generateFileEncryptionKey } from './file-format';

describe('chunk cipher', () => {
  it('puts the chunk counter big-endian after the nonce prefix', async () => {
    const fileKey = generateFileEncryptionKey();
    const cipher = await createChunkCipher(fileKey);
    const index = 0x01020304;
    const sealed = await cipher.seal(index, new Uint8Array([1, 2, 3]), false);
    const nonce = Buffer.concat([fileKey.noncePrefix, Buffer.from([1, 2, 3, 4])]);
    const decipher = createDecipheriv('aes-256-gcm', fileKey.key, nonce);
    decipher.setAuthTag(sealed.subarray(3));
    expect([...decipher.update(sealed.subarray(0, 3)), ...decipher.final()]).toEqual([1, 2, 3]);
  });

  it('refuses a chunk index beyond the 32-bit counter with FILE_TOO_LARGE', async () => {
    const cipher = await createChunkCipher(generateFileEncryptionKey());
    await expect(cipher.seal(2 ** 32 - 1, new Uint8Array(1), true)).resolves.toHaveLength(17);
    await expect(cipher.seal(2 ** 32, new Uint8Array(1), true)).rejects.toMatchObject({
      code: 'FILE_TOO_LARGE',
    });
  });
});
