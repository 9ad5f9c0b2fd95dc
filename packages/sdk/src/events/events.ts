import { boxIdOf } from '../boxes/boxes';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import { pagedListing, type Listing, type ListOptions, type PageRequest } from '../lists/listing';
import type { BoxEvent, BoxRef } from '../types';
import { readEventStream, type StreamEvent, type StreamOptions } from './event-stream';

/** A box's events (docs/boxes.md#events), listed or live. Their content stays encrypted. */
export class Events {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /** Every event of the box, newest first, read `pageSize` (at most 500) at a time. */
  list(box: BoxRef, options: ListOptions = {}): Listing<BoxEvent> {
    const { pageSize, ...request } = options;
    return pagedListing((page) => this.listPage(box, page, request), pageSize);
  }

  /** One page of `list`: `limit` (at most 500) events from `offset`. */
  async listPage(
    box: BoxRef,
    page: PageRequest = {},
    request?: RequestOptions,
  ): Promise<BoxEvent[]> {
    return expectOk(
      await this.#context.api.GET('/boxes/{id}/events', {
        params: { path: { id: boxIdOf(box) }, query: page },
        ...sendWith(this.#context, request),
      }),
    );
  }

  /**
   * The box's new events as they are written: `for await (const event of
   * coffer.events.stream(box, { signal }))`. It reconnects after a drop with `Last-Event-ID`,
   * so no event is missed or given twice; `lastEventId` resumes after an event seen earlier.
   * It ends when `signal` aborts, and after `box.delete` or `access.lost`.
   */
  stream(
    box: BoxRef,
    options: StreamOptions & { lastEventId?: string } = {},
  ): AsyncIterable<StreamEvent> {
    const { lastEventId, signal, timeoutMs } = options;
    const path = `/boxes/${encodeURIComponent(boxIdOf(box))}/events/stream`;
    // Without an id to start from, the box's latest event when the loop begins: a stream
    // without Last-Event-ID sends only what follows its opening, so a connection that
    // dropped before the first event could not resume (the box always has its `create`).
    const start = async () =>
      lastEventId ?? (await this.listPage(box, { limit: 1 }, { signal, timeoutMs }))[0]?.id;
    return readEventStream(this.#context, path, { signal, timeoutMs, start, resumable: true });
  }

  /**
   * The new events of every box of the organization. This stream cannot resume: after a
   * reconnection it gives `{ type: 'resync' }`, for the caller to read what it keeps again.
   */
  streamAll(options: StreamOptions = {}): AsyncIterable<StreamEvent> {
    return readEventStream(this.#context, '/boxes/events/stream', { ...options, resumable: false });
  }
}
