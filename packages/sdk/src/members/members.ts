import { boxIdOf } from '../boxes/boxes';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import { listingOf, type Listing } from '../lists/listing';
import type { BoxRef, Member } from '../types';

/**
 * Who may read and post in a box. An organization's token cannot add or remove members
 * directly: access rules (coffer.access) admit people, and removing a rule or limiting the box
 * removes those it no longer admits (docs/boxes.md#events).
 */
export class Members {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /** The owner organization, its staff, the creator, the data subject and who joined, newest first. */
  list(box: BoxRef, request?: RequestOptions): Listing<Member> {
    return listingOf(async () =>
      expectOk(
        await this.#context.api.GET('/boxes/{id}/members', {
          params: { path: { id: boxIdOf(box) } },
          ...sendWith(this.#context, request),
        }),
      ),
    );
  }
}
