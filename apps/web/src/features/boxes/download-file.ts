import { decryptFileStream, type FileDecryptionInfo } from '@coffer/crypto';
import { ApiError } from '../../lib/api/api-error';
import { sendRestStream } from '../../lib/api/send-rest-stream';

/**
 * Downloads an encrypted file and decrypts it chunk by chunk as it arrives (docs/crypto.md);
 * `onProgress` gets the plaintext bytes decrypted so far. A tampered, truncated or reordered
 * file fails here (each chunk is authenticated) instead of producing a corrupt document.
 */
export async function downloadDecryptedFile(
  encryptedFileId: string,
  info: FileDecryptionInfo,
  onProgress: (plaintextBytes: number) => void,
): Promise<Blob> {
  const response = await sendRestStream({
    method: 'GET',
    path: `/encrypted-files/${encodeURIComponent(encryptedFileId)}`,
  });
  if (response.body === null) throw new ApiError(response.status, null, null);
  const plaintext = decryptFileStream(response.body, info.fileKey, { onProgress });
  // The type comes from whoever sent the file: it is saved, never shown by this page.
  return new Blob([await new Response(plaintext).blob()], { type: 'application/octet-stream' });
}

/**
 * The sender's file name, safe to save under: no path, no control or bidirectional
 * characters (which can make "invoice‮fdp.exe" read as "invoiceexe.pdf").
 */
export function safeFileName(name: string): string {
  const cleaned = Array.from(name)
    .filter((character) => !isUnsafeInFileName(character))
    .join('')
    .replace(/[\\/]/g, '_')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? 'file' : cleaned;
}

const BIDIRECTIONAL_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

function isUnsafeInFileName(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || code === 0x7f || BIDIRECTIONAL_CONTROLS.test(character);
}

/** Hands a decrypted file to the browser's downloads, under its original name. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = safeFileName(fileName);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference by now; the page need not keep the bytes alive.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 60_000);
}
