import { EventSourceParserStream, type EventSourceMessage } from 'eventsource-parser/stream';
import { handleBoxApi } from './box-api';

export type EventStreamClient = {
  response: Response;
  /** The next message, or a rejection after `timeoutMs`. */
  next: (timeoutMs?: number) => Promise<EventSourceMessage>;
  /** Resolves to the messages that arrive within `ms` (none expected, usually). */
  drain: (ms: number) => Promise<EventSourceMessage[]>;
  close: () => Promise<void>;
};

/**
 * An event stream of the box API read as a browser's EventSource would: the CSRF token moved
 * from the header to `csrf_token`, Last-Event-ID as a header, messages parsed by
 * eventsource-parser.
 */
export async function openEventStream(
  path: string,
  headers: Headers,
  options: { lastEventId?: string; csrfInQuery?: boolean } = {},
): Promise<EventStreamClient> {
  const sent = new Headers(headers);
  const url = new URL(`http://localhost:3000/api${path}`);
  const csrf = sent.get('x-csrf-token');
  if (options.csrfInQuery !== false && csrf !== null) {
    sent.delete('x-csrf-token');
    url.searchParams.set('csrf_token', csrf);
  }
  if (options.lastEventId) sent.set('last-event-id', options.lastEventId);
  const response = await handleBoxApi(new Request(url, { headers: sent }));
  // A refusal keeps its JSON body for the test to read.
  const reader = (response.ok ? response.body : null)
    ?.pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  let pending: Promise<ReadableStreamReadResult<EventSourceMessage>> | undefined;
  const read = () => (pending ??= reader!.read());
  const next = async (timeoutMs = 2000) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no message within ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      const result = await Promise.race([read(), timeout]);
      pending = undefined;
      if (result.done) throw new Error('the stream ended');
      return result.value;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    response,
    next,
    drain: async (ms) => {
      const messages: EventSourceMessage[] = [];
      const until = Date.now() + ms;
      for (;;) {
        const left = until - Date.now();
        if (left <= 0) return messages;
        try {
          messages.push(await next(left));
        } catch {
          return messages;
        }
      }
    },
    close: async () => {
      await reader?.cancel();
    },
  };
}
