import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { RequestOptions } from '../http/request-options';
import type { Provision } from '../types';

/**
 * The organization's provisions: the key pair a person without keys gets a link to
 * (docs/key-model.md#provisions). `boxes.create` makes and reuses them; this reads one back.
 */
export class Provisions {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /** The organization's provision for `email`, or null when it made none. */
  async find(email: string, request?: RequestOptions): Promise<Provision | null> {
    const oid = await this.#context.organizationId();
    const [provision] = expectOk(
      await this.#context.api.GET('/organizations/{oid}/provisions', {
        params: { path: { oid }, query: { email } },
        ...sendWith(this.#context, request),
      }),
    );
    return provision ?? null;
  }
}
