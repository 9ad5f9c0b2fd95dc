import { randomUUID } from 'node:crypto';

/**
 * The upload's multipart body (docs/boxes.md#files) as a stream: the encrypted decryption info,
 * then the ciphertext as it is produced, so the file never sits in memory.
 */
export function multipartUploadBody(
  encryptedInfo: string,
  ciphertext: ReadableStream<Uint8Array>,
  ciphertextSize: number,
): { contentType: string; contentLength: number; body: ReadableStream<Uint8Array> } {
  const boundary = `coffer-${randomUUID()}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="msg_encrypted_content"\r\n\r\n` +
      `${encryptedInfo}\r\n--${boundary}\r\n` +
      'Content-Disposition: form-data; name="encrypted_file"; filename="encrypted"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const reader = ciphertext.getReader();
  let started = false;
  const body = new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        if (!started) {
          started = true;
          controller.enqueue(head);
          return;
        }
        const { done, value } = await reader.read();
        if (done) {
          controller.enqueue(tail);
          controller.close();
          return;
        }
        controller.enqueue(value);
      },
      cancel: (reason) => reader.cancel(reason),
    },
    { highWaterMark: 0 },
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    contentLength: head.byteLength + ciphertextSize + tail.byteLength,
    body,
  };
}
