import { concatBytes } from './bytes';
import { CryptoError } from './errors';
import { FILE_MAX_CHUNKS, type FileEncryptionKey } from './file-format';
import { encodeUtf8 } from './utf8';
import { subtle } from './web-crypto';

// One chunk of aes-256-gcm-chunked-v1; the layout is described in file-format.ts.

const FINAL_CHUNK_AAD = encodeUtf8('last');
const NON_FINAL_CHUNK_AAD = new Uint8Array(0);

export interface ChunkCipher {
  seal(
    index: number,
    plaintext: Uint8Array<ArrayBuffer>,
    isFinal: boolean,
  ): Promise<Uint8Array<ArrayBuffer>>;
  /** Rejects (with the platform's OperationError) when the chunk does not authenticate. */
  open(
    index: number,
    sealed: Uint8Array<ArrayBuffer>,
    isFinal: boolean,
  ): Promise<Uint8Array<ArrayBuffer>>;
}

export async function createChunkCipher(fileKey: FileEncryptionKey): Promise<ChunkCipher> {
  const key = await subtle().importKey('raw', fileKey.key, { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
  const params = (index: number, isFinal: boolean): AesGcmParams => ({
    name: 'AES-GCM',
    iv: chunkNonce(fileKey.noncePrefix, index),
    additionalData: isFinal ? FINAL_CHUNK_AAD : NON_FINAL_CHUNK_AAD,
  });
  return {
    seal: async (index, plaintext, isFinal) =>
      new Uint8Array(await subtle().encrypt(params(index, isFinal), key, plaintext)),
    open: async (index, sealed, isFinal) =>
      new Uint8Array(await subtle().decrypt(params(index, isFinal), key, sealed)),
  };
}

function chunkNonce(noncePrefix: Uint8Array, index: number): Uint8Array<ArrayBuffer> {
  if (!Number.isSafeInteger(index) || index < 0 || index >= FILE_MAX_CHUNKS) {
    throw new CryptoError('FILE_TOO_LARGE', `Chunk ${index} exceeds the 32-bit chunk counter`);
  }
  const counter = new Uint8Array(4);
  new DataView(counter.buffer).setUint32(0, index, false);
  return concatBytes(noncePrefix, counter);
}
