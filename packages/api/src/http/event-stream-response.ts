import type { ActivityItem } from '@coffer/domain/activity';

// Well under HTTP_IDLE_TIMEOUT_SECONDS (60 s by default; at least 1): a quiet stream is not
// an idle connection, and proxies see bytes often enough to keep it open.
const HEARTBEAT_MS = 15_000;
// How soon a browser reconnects after the connection drops.
const RETRY_MS = 1_000;

export type EventStreamOptions = {
  /** Send event ids (`id:`), so that a reconnection resumes with Last-Event-ID. */
  resumable: boolean;
  /** Called once, when the stream ends for any reason (its end, an error, the client left). */
  onEnd?: () => void;
};

/**
 * Activity items as Server-Sent Events (docs/activity.md, "Live streams"): an event is an
 * unnamed message (`onmessage`) with the event resource as data; changes of the box itself
 * are named (`box.delete`, `access.lost`, `resync`). A comment every 15 s keeps the
 * connection alive. `no-transform` keeps compression (which would buffer) away.
 */
export function eventStreamResponse(
  items: ReadableStream<ActivityItem>,
  { resumable, onEnd }: EventStreamOptions,
): Response {
  const encoder = new TextEncoder();
  let heartbeat: NodeJS.Timeout | undefined;
  const stop = () => {
    clearInterval(heartbeat);
    onEnd?.();
  };
  const reader = items.getReader();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      // Sent at once: the browser's EventSource opens on the first byte, not on headers.
      controller.enqueue(encoder.encode(`retry: ${RETRY_MS}\n\n`));
    },
    async pull(controller) {
      // From the first read on: a body nobody reads keeps no timer.
      heartbeat ??= setInterval(
        () => controller.enqueue(encoder.encode(': ping\n\n')),
        HEARTBEAT_MS,
      );
      try {
        const { done, value } = await reader.read();
        if (done) {
          stop();
          controller.close();
          return;
        }
        controller.enqueue(encoder.encode(frameOf(value, resumable)));
      } catch (error) {
        stop();
        controller.error(error);
      }
    },
    async cancel(reason) {
      stop();
      await reader.cancel(reason);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store, no-transform',
      // Reverse proxies such as nginx would otherwise hold the stream back.
      'x-accel-buffering': 'no',
    },
  });
}

function frameOf(item: ActivityItem, resumable: boolean): string {
  switch (item.kind) {
    case 'event':
      return `${resumable ? `id: ${item.event.id}\n` : ''}data: ${JSON.stringify(item.event)}\n\n`;
    case 'box.delete':
    case 'access.lost':
      return `event: ${item.kind}\ndata: ${JSON.stringify({ box_id: item.box_id })}\n\n`;
    case 'resync':
      return 'event: resync\ndata: {}\n\n';
  }
}
