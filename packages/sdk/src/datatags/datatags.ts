import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { CreationOptions, RequestOptions } from '../http/request-options';
import { listingOf, type Listing } from '../lists/listing';
import type { Datatag } from '../types';

/** The organization's datatags: what kind of data each box holds (docs/boxes.md#organizations). */
export class Datatags {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /** Every datatag of the organization, newest first (one request). */
  list(request?: RequestOptions): Listing<Datatag> {
    return listingOf(async () => {
      const oid = await this.#context.organizationId();
      return expectOk(
        await this.#context.api.GET('/organizations/{oid}/datatags', {
          params: { path: { oid } },
          ...sendWith(this.#context, request),
        }),
      );
    });
  }

  /** A new datatag (1 to 100 characters). */
  async create(name: string, request?: CreationOptions): Promise<Datatag> {
    const oid = await this.#context.organizationId();
    return expectOk(
      await this.#context.api.POST('/organizations/{oid}/datatags', {
        params: { path: { oid } },
        body: { name },
        ...sendWith(this.#context, request, 'creation'),
      }),
    );
  }

  async rename(datatagId: string, name: string, request?: RequestOptions): Promise<void> {
    const oid = await this.#context.organizationId();
    expectOk(
      await this.#context.api.PATCH('/organizations/{oid}/datatags/{did}', {
        params: { path: { oid, did: datatagId } },
        body: { name },
        ...sendWith(this.#context, request),
      }),
    );
  }
}
