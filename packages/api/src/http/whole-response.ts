/**
 * An answer whose body is whole in memory: JSON, an error, the discovery document (nearly
 * every answer). Coffer's server writes `whole`, its bytes, with their length in one go
 * (server/serve-fetch.ts); a plain Response would wrap them in a byte stream at construction,
 * which the server would then read back, a cost on every request that the bench's routing row
 * showed (packages/bench/README.md). Read as a Response (tests call handlers directly), it
 * hands out a Response of the same bytes, made on first use.
 */
export class WholeResponse extends Response {
  readonly whole: Uint8Array<ArrayBuffer>;
  #read: Response | undefined;

  constructor(text: string, init: ResponseInit) {
    super(null, init);
    this.whole = Buffer.from(text);
  }

  /** As Response.json: `data` serialised, `application/json` unless `init` names a type. */
  static override json(data: unknown, init: ResponseInit = {}): WholeResponse {
    const response = new WholeResponse(JSON.stringify(data), init);
    if (!response.headers.has('content-type')) {
      response.headers.set('content-type', 'application/json');
    }
    return response;
  }

  /** The same answer as a plain Response, whose body methods this one lends. */
  readBack(): Response {
    this.#read ??= new Response(this.whole, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
    return this.#read;
  }
}

// The body's accessors are the plain Response's of the same bytes. They are set on the
// prototype because TypeScript's Response declares `body` and `bodyUsed` as fields, which a
// subclass may not turn into getters.
for (const name of ['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'] as const) {
  Object.defineProperty(WholeResponse.prototype, name, {
    value(this: WholeResponse) {
      const read = this.readBack();
      return (read[name] as () => Promise<unknown>).call(read);
    },
  });
}
for (const name of ['body', 'bodyUsed'] as const) {
  Object.defineProperty(WholeResponse.prototype, name, {
    get(this: WholeResponse) {
      return this.readBack()[name];
    },
  });
}
Object.defineProperty(WholeResponse.prototype, 'clone', {
  value(this: WholeResponse) {
    return this.readBack().clone();
  },
});
