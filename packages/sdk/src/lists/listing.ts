import type { RequestOptions } from '../http/request-options';

/** The most a page of the REST API holds (`limit` of boxes, events, messages and deliveries). */
const PAGE_MAX = 500;

/** A page request of an offset-paged list: `limit` at most 500 (PAGE_MAX). */
export type PageRequest = { offset?: number; limit?: number };

/**
 * A paged `list`'s options: its page size, and the call options each page request is sent with
 * (an aborted `signal` rejects the page under way, or the next one).
 */
export type ListOptions = RequestOptions & { pageSize?: number };

/**
 * What every `list` of the SDK answers (docs/sdk.md#lists): `for await (const item of …)` reads
 * every item, a page at a time, fetching the next page only when the loop gets there; `toArray()`
 * gathers them all.
 */
export class Listing<Item> implements AsyncIterable<Item> {
  readonly #items: () => AsyncIterator<Item>;

  constructor(items: () => AsyncIterator<Item>) {
    this.#items = items;
  }

  [Symbol.asyncIterator](): AsyncIterator<Item> {
    return this.#items();
  }

  async toArray(): Promise<Item[]> {
    const all: Item[] = [];
    for await (const item of this) all.push(item);
    return all;
  }
}

/** A list the API answers in one response (members, access requests, endpoints…). */
export function listingOf<Item>(read: () => Promise<Item[]>): Listing<Item> {
  return new Listing(async function* () {
    yield* await read();
  });
}

/**
 * An offset-paged list, newest first, read `pageSize` at a time until a short page. An item
 * written while the loop runs moves the later ones down by one: the ids of the page before are
 * skipped, so an item is not given twice (an item deleted meanwhile can still move one past the
 * loop, as with any offset paging).
 */
export function pagedListing<Item extends { id: string }>(
  readPage: (page: { offset: number; limit: number }) => Promise<Item[]>,
  pageSize: number = PAGE_MAX,
): Listing<Item> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > PAGE_MAX) {
    throw new RangeError(`pageSize must be an integer from 1 to ${PAGE_MAX}`);
  }
  return new Listing(async function* () {
    let offset = 0;
    let previous = new Set<string>();
    for (;;) {
      const items = await readPage({ offset, limit: pageSize });
      for (const item of items) if (!previous.has(item.id)) yield item;
      if (items.length < pageSize) return;
      offset += items.length;
      previous = new Set(items.map((item) => item.id));
    }
  });
}
