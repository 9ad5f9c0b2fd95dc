/** One message of a `text/event-stream` (HTML's server-sent events): comments are dropped. */
export type ServerSentEvent = {
  event: string;
  data: string;
  id: string | null;
  retry: number | null;
};

/**
 * The messages of an event stream body as they arrive, parsed as HTML's EventSource does
 * (fields `event`, `data`, `id`, `retry`; lines end with CR, LF or CRLF). Leaving the loop
 * cancels the body, which closes the connection.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  let message = emptyMessage();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      // A CR at the end may be the first half of a CRLF: it waits for the next chunk.
      const held = buffer.endsWith('\r') ? '\r' : '';
      const lines = buffer.slice(0, buffer.length - held.length).split(/\r\n|\r|\n/);
      // The last piece is a line still arriving.
      buffer = (lines.pop() ?? '') + held;
      for (const line of lines) {
        if (line !== '') {
          readField(message, line);
          continue;
        }
        if (message.data !== null || message.retry !== null) {
          yield { ...message, data: message.data ?? '' };
        }
        message = emptyMessage();
      }
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
}

type Pending = { event: string; data: string | null; id: string | null; retry: number | null };

function emptyMessage(): Pending {
  return { event: '', data: null, id: null, retry: null };
}

function readField(message: Pending, line: string): void {
  if (line.startsWith(':')) return;
  const colon = line.indexOf(':');
  const field = colon === -1 ? line : line.slice(0, colon);
  let value = colon === -1 ? '' : line.slice(colon + 1);
  if (value.startsWith(' ')) value = value.slice(1);
  if (field === 'event') message.event = value;
  else if (field === 'data')
    message.data = message.data === null ? value : `${message.data}\n${value}`;
  else if (field === 'id' && !value.includes('\0')) message.id = value;
  else if (field === 'retry' && /^\d+$/.test(value)) message.retry = Number(value);
}
