import { EventSourceParserStream } from 'eventsource-parser/stream';

export type SseDelay = { p50: number; p95: number; samples: number };

export type SseDelayOptions = {
  port: number;
  boxId: string;
  publicKey: string;
  /** A member's session (cookies + CSRF header): the CSRF token goes in the query, as a page sends it. */
  member: Headers;
  /** Who posts: the organization's token. */
  poster: Headers;
  clients: number;
  posts: number;
};

/** Opens one stream (a connection of its own, as each browser tab has); `onEvent` gets each event id with its arrival time. */
async function openStream(
  options: SseDelayOptions,
  signal: AbortSignal,
  onEvent: (id: string, at: number) => void,
): Promise<void> {
  const csrf = options.member.get('x-csrf-token') ?? '';
  const response = await fetch(
    `http://127.0.0.1:${options.port}/api/boxes/${options.boxId}/events/stream?csrf_token=${csrf}`,
    { headers: { cookie: options.member.get('cookie') ?? '' }, signal },
  );
  if (response.status !== 200 || !response.body) {
    throw new Error(`stream answered ${response.status}`);
  }
  const messages = response.body
    .pipeThrough(new TextDecoderStream())
    .pipeThrough(new EventSourceParserStream());
  void (async () => {
    for await (const message of messages) {
      if (message.id) onEvent(message.id, performance.now());
    }
  })().catch(() => {});
}

/**
 * The delay from a post to its delivery on every open stream of the box (docs/activity.md):
 * `clients` streams open at once, then `posts` messages one after the other, each once every
 * stream has the previous. Percentiles over every (post, stream) pair, in ms.
 */
export async function measureSseDelay(options: SseDelayOptions): Promise<SseDelay> {
  const arrivals = new Map<string, number[]>();
  const aborter = new AbortController();
  await Promise.all(
    Array.from({ length: options.clients }, () =>
      openStream(options, aborter.signal, (id, at) => {
        const list = arrivals.get(id) ?? [];
        list.push(at);
        arrivals.set(id, list);
      }),
    ),
  );
  const delays: number[] = [];
  try {
    for (let post = 0; post < options.posts; post++) {
      const sentAt = performance.now();
      const response = await fetch(
        `http://127.0.0.1:${options.port}/api/boxes/${options.boxId}/events`,
        {
          method: 'POST',
          headers: new Headers([...options.poster, ['content-type', 'application/json']]),
          body: JSON.stringify({
            type: 'msg.text',
            content: { encrypted: 'YmVuY2g', public_key: options.publicKey },
          }),
        },
      );
      if (response.status !== 201) throw new Error(`post answered ${response.status}`);
      const { id } = (await response.json()) as { id: string };
      const deadline = Date.now() + 10_000;
      while ((arrivals.get(id)?.length ?? 0) < options.clients) {
        if (Date.now() > deadline)
          throw new Error(`event ${id} reached only ${arrivals.get(id)?.length ?? 0} streams`);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      for (const at of arrivals.get(id) ?? []) delays.push(at - sentAt);
    }
  } finally {
    aborter.abort();
  }
  delays.sort((a, b) => a - b);
  const at = (fraction: number) =>
    delays[Math.min(delays.length - 1, Math.floor(fraction * delays.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), samples: delays.length };
}
