import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export type UploadOutcome = { status: number; body: string } | { error: string };

/**
 * POSTs a box file message as a browser does (multipart, Content-Length), its file of
 * `chunks` × `chunkBytes` random bytes sent one chunk every `everyMs`: a slow client.
 * `onSent(n)` is called after chunk n went out.
 */
export function uploadSlowly(options: {
  url: string;
  headers: Headers;
  chunks: number;
  chunkBytes: number;
  everyMs: number;
  onSent?: (chunk: number) => void;
}): Promise<UploadOutcome> {
  const boundary = `----CofferFaults${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="msg_encrypted_content"\r\n\r\n` +
      `aW5mbw\r\n--${boundary}\r\n` +
      'Content-Disposition: form-data; name="encrypted_file"; filename="slow.bin"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const total = head.length + options.chunks * options.chunkBytes + tail.length;
  const url = new URL(options.url);
  return new Promise((resolve) => {
    const request = httpRequest({
      host: url.hostname,
      port: url.port,
      path: url.pathname,
      method: 'POST',
      agent: false,
      headers: {
        ...Object.fromEntries(options.headers),
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(total),
      },
    });
    request.on('error', (error) => resolve({ error: (error as NodeJS.ErrnoException).code ?? '' }));
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    void (async () => {
      request.write(head);
      for (let chunk = 1; chunk <= options.chunks && !request.destroyed; chunk += 1) {
        await sleep(options.everyMs);
        request.write(randomBytes(options.chunkBytes));
        options.onSent?.(chunk);
      }
      request.end(tail);
    })();
  });
}
