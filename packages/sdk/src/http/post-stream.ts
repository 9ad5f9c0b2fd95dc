import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TimeoutError } from '../errors';

export type StreamAnswer = { status: number; headers: Headers; body: unknown };

/**
 * POSTs a streamed body with node:http(s), written only as fast as the socket drains. Node 20's
 * fetch kept a streamed request body's bytes (+126 MiB of memory for a 126 MiB upload), so
 * uploads do not go through it. An answer the server gives before reading the whole body (a
 * refusal) is returned; a failing source rejects with its own error. `signal` aborts it at any
 * point; `timeoutMs` gives up (TimeoutError) after that long without a byte going out or
 * coming back.
 */
export async function postStream(
  url: URL,
  headers: Record<string, string>,
  body: ReadableStream<Uint8Array>,
  { signal, timeoutMs }: { signal: AbortSignal | undefined; timeoutMs: number },
): Promise<StreamAnswer> {
  signal?.throwIfAborted();
  const request = (url.protocol === 'https:' ? https : http).request(url, {
    method: 'POST',
    headers,
    signal,
  });
  // Idle time, not total time: a long upload that keeps sending is not cut, a stalled one is.
  const timeout = new TimeoutError('POST', url.href, timeoutMs);
  request.setTimeout(timeoutMs, () => request.destroy(timeout));
  const answered = new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
  }).then(
    (response) => ({ response }),
    (error: unknown) => ({ error }),
  );
  const sent = pipeline(
    Readable.fromWeb(body as Parameters<typeof Readable.fromWeb>[0]),
    request,
  ).then(
    () => null,
    (error: unknown) => error,
  );
  const outcome = await Promise.race([
    answered,
    sent.then((error) => (error === null ? answered : { error })),
  ]);
  if ('error' in outcome) {
    // The first error may be the body's (cut by the timeout), not the timeout itself.
    throw request.errored === timeout ? timeout : outcome.error;
  }
  const { response } = outcome;
  // The answer is read to its end whatever the time it takes, as fetch's are.
  request.setTimeout(0);
  const text = await readText(response);
  // A refusal can come before the body is sent: the rest is not sent.
  request.destroy();
  return {
    status: response.statusCode ?? 0,
    headers: new Headers(
      Object.entries(response.headers).flatMap(([name, value]) =>
        value === undefined ? [] : [[name, String(value)] as [string, string]],
      ),
    ),
    body: parseJson(text),
  };
}

async function readText(response: IncomingMessage): Promise<string> {
  let text = '';
  response.setEncoding('utf8');
  for await (const chunk of response) text += chunk as string;
  return text;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}
