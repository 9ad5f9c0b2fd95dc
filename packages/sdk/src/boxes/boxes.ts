import {
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
  splitBoxSecretKey,
} from '@coffer/crypto';
import type { CofferContext } from '../context';
import { expectOk, sendWith } from '../http/api-client';
import type { CreationOptions, RequestOptions } from '../http/request-options';
import { pagedListing, type Listing, type ListOptions, type PageRequest } from '../lists/listing';
import type { Box, BoxRef } from '../types';
import { letInRequesters, type BoxSecretKeyLookup } from './access-requests';
import { deliverToSubject, type Delivery } from './subject-delivery';

export type CreateBoxOptions = CreationOptions & {
  /** For the people who will read the box, 1 to 50 characters. */
  title: string;
  /** One of the organization's datatags (coffer.datatags). */
  datatagId: string;
  /** The data subject's email. */
  subject: string;
};

export type CreatedBox = {
  box: Box;
  /**
   * The box secret key (url-safe base64): keep it in the organization's own secret store, it
   * is the only way this server reads the box again. Coffer never sees it.
   */
  secretKey: string;
  /** How the data subject gets the key (subject-delivery.ts). */
  delivery: Delivery;
  /** The one link to send the person (`delivery: 'provision'`), else null. */
  link: string | null;
};

export type BoxFilter = {
  /** Datatag ids; `null` stands for boxes without a datatag. */
  datatagIds?: (string | null)[];
  /** The data subject's email. */
  subject?: string;
};

/** The organization's boxes (docs/boxes.md#boxes). */
export class Boxes {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /**
   * Opens a box about `subject`: a fresh key pair, the key share of its invitation links, and
   * the subject's way in (automatic invitations, a new provision, or the existing one). Sent
   * with an Idempotency-Key, so a retry creates one box (docs/sdk.md#retries).
   */
  async create({ title, datatagId, subject, ...request }: CreateBoxOptions): Promise<CreatedBox> {
    const organizationId = await this.#context.organizationId();
    const { publicKey, secretKey } = await generateBoxKeyPair();
    const share = await splitBoxSecretKey(secretKey, publicKey);
    const { delivery, link, crypto } = await deliverToSubject(this.#context, {
      organizationId,
      subject,
      invitationShare: share.invitationShare,
      request,
    });
    const box = expectOk(
      await this.#context.api.POST('/organizations/{oid}/boxes', {
        params: { path: { oid: organizationId } },
        body: {
          title,
          owner_org_id: organizationId,
          datatag_id: datatagId,
          datatag_subject: subject,
          public_key: formatBoxPublicKey(publicKey),
          key_share: {
            service_share: share.serviceShare,
            invitation_share_hash: share.invitationShareHash,
            encrypted_invitation_key_share: share.encryptedInvitationKeyShare,
          },
          crypto,
        },
        ...sendWith(this.#context, request, 'creation'),
      }),
    );
    return { box, secretKey: formatBoxSecretKey(secretKey), delivery, link };
  }

  async get(box: BoxRef, request?: RequestOptions): Promise<Box> {
    return expectOk(
      await this.#context.api.GET('/boxes/{id}', {
        params: { path: { id: boxIdOf(box) } },
        ...sendWith(this.#context, request),
      }),
    );
  }

  /**
   * Every box of the organization, newest first: `for await (const box of coffer.boxes.list())`,
   * read `pageSize` (at most 500, the default) at a time, each page with the call's options.
   */
  list(filter: BoxFilter & ListOptions = {}): Listing<Box> {
    const { pageSize, datatagIds, subject, ...request } = filter;
    return pagedListing(
      (page) => this.listPage({ datatagIds, subject, ...page }, request),
      pageSize,
    );
  }

  /** One page of `list`: `limit` (at most 500) boxes from `offset`. */
  async listPage(filter: BoxFilter & PageRequest = {}, request?: RequestOptions): Promise<Box[]> {
    const { offset, limit, ...rest } = filter;
    return expectOk(
      await this.#context.api.GET('/boxes', {
        params: { query: { ...boxQuery(rest), offset, limit } },
        ...sendWith(this.#context, request),
      }),
    );
  }

  /** How many boxes `list` would give in all. */
  async count(filter: BoxFilter = {}, request?: RequestOptions): Promise<number> {
    const result = await this.#context.api.HEAD('/boxes', {
      params: { query: boxQuery(filter) },
      ...sendWith(this.#context, request),
    });
    expectOk(result);
    return Number(result.response.headers.get('x-total-count'));
  }

  /**
   * Lets in the people who asked for a box whose secret key `secretKeyOf` gives back
   * (docs/key-model.md#access-requests); the number let in. Run it now and then: a person
   * who got no link waits for it.
   */
  async letInRequesters(
    secretKeyOf: BoxSecretKeyLookup,
    request?: RequestOptions,
  ): Promise<number> {
    return letInRequesters(this.#context, secretKeyOf, request);
  }

  /** Deletes the box with everything in it, irreversibly. */
  async delete(box: BoxRef, request?: RequestOptions): Promise<void> {
    expectOk(
      await this.#context.api.DELETE('/boxes/{id}', {
        params: { path: { id: boxIdOf(box) } },
        body: { user_confirmation: 'delete' },
        ...sendWith(this.#context, request),
      }),
    );
  }
}

export function boxIdOf(box: BoxRef): string {
  return typeof box === 'string' ? box : box.id;
}

function boxQuery({ datatagIds, subject }: BoxFilter) {
  return {
    datatag_ids: datatagIds?.map((id) => id ?? '').join(','),
    data_subject: subject,
  };
}
