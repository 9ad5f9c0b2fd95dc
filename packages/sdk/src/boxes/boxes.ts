import {
  formatBoxPublicKey,
  formatBoxSecretKey,
  generateBoxKeyPair,
  splitBoxSecretKey,
} from '@coffer/crypto';
import type { CofferContext } from '../context';
import { expectOk } from '../http/api-client';
import { pagedListing, type Listing, type PageRequest } from '../lists/listing';
import type { Box, BoxRef } from '../types';
import { letInRequesters, type BoxSecretKeyLookup } from './access-requests';
import { deliverToSubject, type Delivery } from './subject-delivery';

export type CreateBoxOptions = {
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
   * the subject's way in (automatic invitations, a new provision, or the existing one).
   */
  async create({ title, datatagId, subject }: CreateBoxOptions): Promise<CreatedBox> {
    const organizationId = await this.#context.organizationId();
    const { publicKey, secretKey } = await generateBoxKeyPair();
    const share = await splitBoxSecretKey(secretKey, publicKey);
    const { delivery, link, crypto } = await deliverToSubject(this.#context, {
      organizationId,
      subject,
      invitationShare: share.invitationShare,
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
      }),
    );
    return { box, secretKey: formatBoxSecretKey(secretKey), delivery, link };
  }

  async get(box: BoxRef): Promise<Box> {
    return expectOk(
      await this.#context.api.GET('/boxes/{id}', { params: { path: { id: boxIdOf(box) } } }),
    );
  }

  /**
   * Every box of the organization, newest first: `for await (const box of coffer.boxes.list())`,
   * read `pageSize` (at most 500, the default) at a time.
   */
  list(filter: BoxFilter & { pageSize?: number } = {}): Listing<Box> {
    const { pageSize, ...rest } = filter;
    return pagedListing((page) => this.listPage({ ...rest, ...page }), pageSize);
  }

  /** One page of `list`: `limit` (at most 500) boxes from `offset`. */
  async listPage(filter: BoxFilter & PageRequest = {}): Promise<Box[]> {
    const { offset, limit, ...rest } = filter;
    return expectOk(
      await this.#context.api.GET('/boxes', {
        params: { query: { ...boxQuery(rest), offset, limit } },
      }),
    );
  }

  /** How many boxes `list` would give in all. */
  async count(filter: BoxFilter = {}): Promise<number> {
    const result = await this.#context.api.HEAD('/boxes', {
      params: { query: boxQuery(filter) },
    });
    expectOk(result);
    return Number(result.response.headers.get('x-total-count'));
  }

  /**
   * Lets in the people who asked for a box whose secret key `secretKeyOf` gives back
   * (docs/key-model.md#access-requests); the number let in. Run it now and then: a person
   * who got no link waits for it.
   */
  async letInRequesters(secretKeyOf: BoxSecretKeyLookup): Promise<number> {
    return letInRequesters(this.#context, secretKeyOf);
  }

  /** Deletes the box with everything in it, irreversibly. */
  async delete(box: BoxRef): Promise<void> {
    expectOk(
      await this.#context.api.DELETE('/boxes/{id}', {
        params: { path: { id: boxIdOf(box) } },
        body: { user_confirmation: 'delete' },
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
