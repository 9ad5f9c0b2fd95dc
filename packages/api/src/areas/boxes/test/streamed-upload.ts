import { randomBytes } from 'node:crypto';
import { handleBoxApi } from './box-api';

export const BOUNDARY = `----WebKitFormBoundary${randomBytes(12).toString('base64url')}`;
// Random, as ciphertext is: a constant filler is the worst case of busboy's boundary search.
export const CHUNK = new Uint8Array(randomBytes(1024 * 1024));

/** The form up to the file's first byte: the text part, then the file part's header. */
export function multipartHead(encryptedContent: string): string {
  return (
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="msg_encrypted_content"\r\n\r\n` +
    `${encryptedContent}\r\n--${BOUNDARY}\r\n` +
    'Content-Disposition: form-data; name="encrypted_file"; filename="big.bin"\r\n' +
    'Content-Type: application/octet-stream\r\n\r\n'
  );
}
const TAIL = `\r\n--${BOUNDARY}--\r\n`;

/** A multipart body with a file of `size` bytes, generated as it is read (never held whole). */
function multipartStream(size: number): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let sent = 0;
  let started = false;
  return new ReadableStream({
    pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(multipartHead('aW5mbw')));
      } else if (sent < size) {
        const length = Math.min(CHUNK.byteLength, size - sent);
        controller.enqueue(length === CHUNK.byteLength ? CHUNK : CHUNK.subarray(0, length));
        sent += length;
      } else {
        controller.enqueue(encoder.encode(TAIL));
        controller.close();
      }
    },
  });
}

/** Uploads a generated file of `size` bytes to a box, streamed. */
export function streamedUpload(boxId: string, headers: Headers, size: number): Promise<Response> {
  headers.set('content-type', `multipart/form-data; boundary=${BOUNDARY}`);
  return handleBoxApi(
    new Request(`http://localhost:3000/api/boxes/${boxId}/encrypted-files`, {
      method: 'POST',
      headers,
      body: multipartStream(size),
      duplex: 'half',
    } as RequestInit),
  );
}
