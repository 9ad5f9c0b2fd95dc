import type { CofferContext } from '../context';
import { errorFromResponse } from '../errors';
import type { BoxEvent } from '../types';
import { readServerSentEvents } from './server-sent-events';

/**
 * What a live stream gives (docs/activity.md#live-streams): the box events as
 * `GET /boxes/{id}/events` answers them; `box.delete` or `access.lost` for a box that went out
 * of reach (a box stream's last word); `resync` on the organization's stream when events may
 * have been missed (read `boxes.list()` again).
 */
export type StreamEvent =
  BoxEvent | { type: 'box.delete' | 'access.lost'; box_id: string } | { type: 'resync' };

export type StreamOptions = {
  /** Ends the stream: the loop over it finishes, without an error. */
  signal?: AbortSignal;
  /**
   * Milliseconds a connection may wait for the stream to open, overriding the client's
   * `timeoutMs`; an open stream is never cut, and one that does not open is tried again.
   */
  timeoutMs?: number;
};

/** Waits after failed connections: 1, 2, 5 then 10 s, as the pages do (docs/activity.md). */
const BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;

function backoff(failures: number): number {
  return BACKOFF_MS[Math.min(failures, BACKOFF_MS.length - 1)] ?? 10_000;
}

/**
 * A stream that reconnects by itself until `signal` aborts or the stream says its last word.
 * A box stream resumes with `Last-Event-ID`, the id of the last event given, so the server
 * sends what was missed and nothing twice; the inbox stream cannot resume and gives `resync`
 * after a reconnection. Network failures, 429 and 5xx are retried; other refusals are thrown
 * as their CofferError.
 */
export async function* readEventStream(
  context: CofferContext,
  path: string,
  options: StreamOptions & {
    /** Where a box stream starts: the id of the last event already seen. */
    start?: () => Promise<string | undefined>;
    resumable: boolean;
  },
): AsyncGenerator<StreamEvent> {
  const { signal, resumable } = options;
  let lastEventId: string | undefined;
  try {
    lastEventId = await options.start?.();
  } catch (error) {
    // Aborted before it began: a stream ends without an error.
    if (signal?.aborted) return;
    throw error;
  }
  let retryMs: number = BACKOFF_MS[0];
  let failures = 0;
  let connected = false;
  while (!signal?.aborted) {
    let response: Response;
    try {
      // Through the transport for its User-Agent, token (renewed on a 401), timeout until the
      // stream opens, and debug hook; without its retries, as reconnecting is this loop's.
      response = await context.transport.send({
        options: { signal, timeoutMs: options.timeoutMs, maxRetries: 0 },
        token: context.token,
        build: () =>
          new Request(new URL(`/api${path}`, context.origin), {
            headers: {
              accept: 'text/event-stream',
              ...(resumable && lastEventId ? { 'last-event-id': lastEventId } : {}),
            },
          }),
      });
    } catch {
      // No answer (refused, reset, DNS, timeout): try again, unless the signal ended it.
      if (signal?.aborted) return;
      await pause(backoff(failures++), signal);
      continue;
    }
    if (!response.ok || !response.body) {
      const body: unknown = await response.json().catch(() => undefined);
      if (response.status !== 429 && response.status < 500) throw errorFromResponse(response, body);
      const retryAfter = Number(response.headers.get('retry-after')) * 1000;
      await pause(Math.max(retryAfter || 0, backoff(failures++)), signal);
      continue;
    }
    failures = 0;
    if (connected && !resumable) yield { type: 'resync' };
    connected = true;
    try {
      for await (const message of readServerSentEvents(response.body)) {
        if (message.retry !== null) retryMs = message.retry;
        if (message.data === '') continue;
        const data = JSON.parse(message.data) as Record<string, unknown>;
        if (message.event === '') {
          lastEventId = message.id ?? lastEventId;
          yield data as BoxEvent;
        } else if (message.event === 'resync') {
          yield { type: 'resync' };
        } else if (message.event === 'box.delete' || message.event === 'access.lost') {
          yield { type: message.event, box_id: String(data['box_id']) };
          // A box stream's last word; the inbox goes on with its other boxes.
          if (resumable) return;
        }
      }
    } catch (error) {
      // The connection dropped (or the signal ended it): reconnect, or end.
      if (signal?.aborted) return;
      if (error instanceof SyntaxError) throw error;
    }
    await pause(retryMs, signal);
  }
}

/** Resolves after `ms`, or at once when the signal aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal?.addEventListener('abort', done, { once: true });
  });
}
