import { describe, expect, it } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './server-sent-events';

/** The messages of a body that arrives in these chunks. */
async function parse(...chunks: string[]): Promise<ServerSentEvent[]> {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  const messages: ServerSentEvent[] = [];
  for await (const message of readServerSentEvents(body)) messages.push(message);
  return messages;
}

describe('readServerSentEvents', () => {
  it('reads Coffer’s messages: retry, comments, ids, named events', async () => {
    expect(
      await parse(
        'retry: 1000\n\n: ping\n\n',
        'id: e1\ndata: {"id":"e1"}\n\n',
        'event: box.delete\ndata: {"box_id":"b"}\n\n',
      ),
    ).toEqual([
      { event: '', data: '', id: null, retry: 1000 },
      { event: '', data: '{"id":"e1"}', id: 'e1', retry: null },
      { event: 'box.delete', data: '{"box_id":"b"}', id: null, retry: null },
    ]);
  });

  it('joins data lines, and takes CR, LF and a CRLF split across chunks as line ends', async () => {
    expect(await parse('data: a\r', '\ndata: b\rdata:c\r\n\r\n', 'data: d\n', '\n')).toEqual([
      { event: '', data: 'a\nb\nc', id: null, retry: null },
      { event: '', data: 'd', id: null, retry: null },
    ]);
  });

  it('gives nothing of a message the body ended in the middle of', async () => {
    expect(await parse('data: {"id":', '"e2"}\n')).toEqual([]);
  });
});
