import { decryptFileStream, type FileDecryptionInfo } from '@coffer/crypto';
import { ApiError } from '../../lib/api/api-error';
import { getCsrfToken } from '../../lib/api/csrf-token';
import { apiErrorOf } from '../../lib/api/send-api-request';

/**
 * Downloads an encrypted file and decrypts it chunk by chunk as it arrives (contract §9);
 * `onProgress` gets the plaintext bytes decrypted so far. A tampered, truncated or reordered
 * file fails here (each chunk is authenticated) instead of producing a corrupt document.
 */
export async function downloadDecryptedFile(
  encryptedFileId: string,
  info: FileDecryptionInfo,
  onProgress: (plaintextBytes: number) => void,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`/api/encrypted-files/${encodeURIComponent(encryptedFileId)}`, {
      headers: { 'x-csrf-token': await getCsrfToken() },
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(0, null, null);
  }
  if (!response.ok || response.body === null) throw await apiErrorOf(response);
  const plaintext = decryptFileStream(response.body, info.fileKey, { onProgress });
  const bytes = await new Response(plaintext).blob();
  return new Blob([bytes], { type: info.fileType || 'application/octet-stream' });
}

/** Hands a decrypted file to the browser's downloads, under its original name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; the page need not keep the bytes alive.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
