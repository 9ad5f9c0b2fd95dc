import {
  ENCRYPTED_FILE_MAX_BYTES,
  encryptedFileSize,
  encryptFileDecryptionInfo,
  encryptFileStream,
  generateFileEncryptionKey,
  type BoxPublicKey,
} from '@coffer/crypto';
import { sendRestStream } from '../../lib/api/send-rest-stream';

export type UploadProgress = { phase: 'encrypting' | 'uploading'; done: number; total: number };

/** Whether a file fits the box limit once encrypted (docs/http-api.md), checked before any work. */
export function fitsUploadLimit(file: File): boolean {
  return encryptedFileSize(file.size) <= ENCRYPTED_FILE_MAX_BYTES;
}

/**
 * Encrypts a file in the browser (a fresh file key, chunked AES-256-GCM; docs/crypto.md) and
 * uploads it with its decryption info encrypted to the box public key. The server only ever
 * sees ciphertext.
 */
export async function uploadEncryptedFile(options: {
  boxId: string;
  publicKey: BoxPublicKey;
  file: File;
  onProgress: (progress: UploadProgress) => void;
  /** Cancels the encryption or the request; nothing is stored then (docs/boxes.md). */
  signal: AbortSignal;
}): Promise<void> {
  const { boxId, publicKey, file, onProgress, signal } = options;
  const fileKey = generateFileEncryptionKey();
  // The plaintext passes an identity transform whose pipe the signal cuts: encryption stops
  // at the next chunk, and the blob being written rejects.
  const plaintext = file.stream().pipeThrough(new TransformStream<Uint8Array, Uint8Array>(), {
    signal,
  });
  const encrypted = await new Response(
    encryptFileStream(plaintext, fileKey, {
      onProgress: (done) => {
        onProgress({ phase: 'encrypting', done, total: file.size });
      },
    }),
  ).blob();
  const decryptionInfo = await encryptFileDecryptionInfo(publicKey, {
    fileKey,
    fileName: file.name,
    fileSize: file.size,
    fileType: file.type,
  });
  const form = new FormData();
  form.append('msg_encrypted_content', decryptionInfo);
  form.append('encrypted_file', encrypted, 'encrypted');
  await sendRestStream({
    method: 'POST',
    path: `/boxes/${encodeURIComponent(boxId)}/encrypted-files`,
    body: form,
    onUploadProgress: (done, total) => {
      onProgress({ phase: 'uploading', done, total });
    },
    signal,
  });
}
