import { buildInvitationLink, splitBoxSecretKey } from '@coffer/crypto';
import { boxPublicKeyOf, boxSecretKeyFor } from '../boxes/box-keys';
import { boxIdOf } from '../boxes/boxes';
import type { CofferContext } from '../context';
import { postBoxEvent } from '../events/post-box-event';
import type { CreationOptions } from '../http/request-options';
import type { BoxEvent, BoxRef } from '../types';

export type RotatedKeyShare = {
  event: BoxEvent;
  /** The box's new invitation link, `<origin>/boxes/<id>#<invitation share>`. */
  link: string;
};

/** A box's key share: what its invitation links open (docs/crypto.md#key-shares). */
export class KeyShares {
  readonly #context: CofferContext;

  constructor(context: CofferContext) {
    this.#context = context;
  }

  /**
   * A new split of the box secret key (`state.key_share`): every earlier invitation link, and
   * every automatic invitation not yet used, stops working; the new link is answered. The
   * secret key is checked against the box and never leaves this process.
   */
  async rotate(
    box: BoxRef,
    secretKey: string,
    request?: CreationOptions,
  ): Promise<RotatedKeyShare> {
    const publicKey = await boxPublicKeyOf(this.#context, box, request);
    const share = await splitBoxSecretKey(await boxSecretKeyFor(publicKey, secretKey), publicKey);
    const event = await postBoxEvent(
      this.#context,
      box,
      {
        type: 'state.key_share',
        extra: {
          service_share: share.serviceShare,
          invitation_share_hash: share.invitationShareHash,
          encrypted_invitation_key_share: share.encryptedInvitationKeyShare,
        },
      },
      request,
    );
    const link = new URL(
      buildInvitationLink(boxIdOf(box), share.invitationShare),
      this.#context.origin,
    ).href;
    return { event, link };
  }
}
