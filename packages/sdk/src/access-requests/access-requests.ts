import { letInRequesters, type BoxSecretKeyLookup } from '../boxes/access-requests';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import { listingOf, type Listing } from '../lists/listing';
import type { AccessRequest } from '../types';

/** The pending access requests of the organization's boxes (docs/key-model.md#access-requests). */
export class AccessRequests {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /** Every pending request, oldest first, with the requester's key to invite. */
  list(request?: RequestOptions): Listing<AccessRequest> {
    return listingOf(async () => {
      const oid = await this.#context.organizationId();
      return expectOk(
        await this.#context.api.GET('/organizations/{oid}/access-requests', {
          params: { path: { oid } },
          ...sendWith(this.#context, request),
        }),
      );
    });
  }

  /** Lets in the requesters of the boxes whose key `secretKeyOf` gives back; the number let in. */
  async letIn(secretKeyOf: BoxSecretKeyLookup, request?: RequestOptions): Promise<number> {
    return letInRequesters(this.#context, secretKeyOf, request);
  }
}
