import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { residentBytes } from './server-process';

// As a browser sends it. The file is ciphertext, so random bytes: a constant filler would
// hand busboy's boundary search (Boyer-Moore-Horspool) its worst case, not the real one.
const BOUNDARY = `----WebKitFormBoundary${randomBytes(12).toString('base64url')}`;
const CHUNK = new Uint8Array(randomBytes(1024 * 1024));

export type UploadOutcome = {
  status: number;
  /** The start of the answer's body, to explain a failure. */
  body: string;
  seconds: number;
  /** Highest resident memory of the server while it received the upload, minus before. */
  rssGrowthBytes: number;
};

/**
 * POSTs a multipart/form-data body carrying a file of `fileBytes` generated on the fly
 * (one reused 1 MiB buffer, written as the socket drains), with Content-Length as browsers
 * send it, and samples the server's resident memory meanwhile.
 */
export async function uploadOverHttp(options: {
  port: number;
  path: string;
  headers: Record<string, string>;
  fileBytes: number;
  serverPid: number;
}): Promise<UploadOutcome> {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="msg_encrypted_content"\r\n\r\n` +
      `aW5mbw\r\n--${BOUNDARY}\r\n` +
      'Content-Disposition: form-data; name="encrypted_file"; filename="bench.bin"\r\n' +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  const tail = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  const rssBefore = await residentBytes(options.serverPid);
  let rssPeak = rssBefore;
  const sampler = setInterval(() => {
    void residentBytes(options.serverPid).then((rss) => {
      rssPeak = Math.max(rssPeak, rss);
    });
  }, 20);
  const started = performance.now();
  try {
    const request = httpRequest({
      host: '127.0.0.1',
      port: options.port,
      method: 'POST',
      path: options.path,
      headers: {
        ...options.headers,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(head.byteLength + options.fileBytes + tail.byteLength),
      },
    });
    let early: IncomingMessage | undefined;
    const answered = (once(request, 'response') as Promise<[IncomingMessage]>).then(
      ([response]) => (early = response),
    );
    request.write(head);
    // A server that refuses early stops reading: stop sending then, not wait for a drain.
    for (let sent = 0; sent < options.fileBytes && !early; sent += CHUNK.byteLength) {
      const piece = CHUNK.subarray(0, Math.min(CHUNK.byteLength, options.fileBytes - sent));
      if (!request.write(piece)) await Promise.race([once(request, 'drain'), answered]);
    }
    if (early) request.destroy();
    else request.end(tail);
    const response = await answered;
    const body: Uint8Array[] = [];
    for await (const chunk of response) body.push(chunk as Uint8Array);
    return {
      status: response.statusCode ?? 0,
      body: Buffer.concat(body).toString('utf8').slice(0, 300),
      seconds: (performance.now() - started) / 1000,
      rssGrowthBytes: Math.max(rssPeak, await residentBytes(options.serverPid)) - rssBefore,
    };
  } finally {
    clearInterval(sampler);
  }
}
