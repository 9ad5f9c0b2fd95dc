import {
  ENCRYPTED_FILE_MAX_BYTES,
  encryptedFileSize,
  encryptFileDecryptionInfo,
  encryptFileStream,
  generateFileEncryptionKey,
  type BoxPublicKey,
} from '@coffer/crypto';
import { ApiError } from '../../lib/api/api-error';
import { getCsrfToken } from '../../lib/api/csrf-token';
import { asErrorBody } from '../../lib/api/send-api-request';

export type UploadProgress = { phase: 'encrypting' | 'uploading'; done: number; total: number };

/** Whether a file fits the box limit once encrypted (contract §10), checked before any work. */
export function fitsUploadLimit(file: File): boolean {
  return encryptedFileSize(file.size) <= ENCRYPTED_FILE_MAX_BYTES;
}

/**
 * Encrypts a file in the browser (a fresh file key, chunked AES-256-GCM; contract §9) and
 * uploads it with its decryption info encrypted to the box public key. The server only ever
 * sees ciphertext. Resolves with the created msg.file event.
 */
export async function uploadEncryptedFile<Event>(options: {
  boxId: string;
  publicKey: BoxPublicKey;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}): Promise<Event> {
  const { boxId, publicKey, file, onProgress } = options;
  const fileKey = generateFileEncryptionKey();
  const encrypted = await new Response(
    encryptFileStream(file.stream(), fileKey, {
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
  return sendWithProgress<Event>(`/api/boxes/${encodeURIComponent(boxId)}/encrypted-files`, form, {
    csrfToken: await getCsrfToken(),
    onProgress: (done, total) => {
      onProgress({ phase: 'uploading', done, total });
    },
  });
}

// fetch() reports no upload progress (streamed request bodies need HTTP/2 in Chromium), so
// the upload goes through XMLHttpRequest, whose upload.onprogress does.
function sendWithProgress<T>(
  url: string,
  body: FormData,
  options: { csrfToken: string; onProgress: (done: number, total: number) => void },
): Promise<T> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', url);
    request.setRequestHeader('x-csrf-token', options.csrfToken);
    request.setRequestHeader('accept', 'application/json');
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress(event.loaded, event.total);
    };
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve(request.response as T);
      else
        reject(new ApiError(request.status, asErrorBody(request.response), retryAfterOf(request)));
    };
    request.onerror = () => {
      reject(new ApiError(0, null, null));
    };
    request.send(body);
  });
}

function retryAfterOf(request: XMLHttpRequest): number | null {
  const seconds = Number(request.getResponseHeader('retry-after'));
  return Number.isInteger(seconds) && seconds > 0 ? seconds : null;
}
