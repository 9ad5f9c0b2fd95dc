import { getSharedBoxInfo } from '@coffer/domain/key-shares';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { clientIpOf } from '../../auth/client-ip';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { getSharedBoxInfoContract } from './get-shared-box-info.types';

/**
 * No credentials (docs/boxes.md): the link's page shows it before the sign-in. Being open to
 * anyone, it counts in the address's budget of authentication requests, like the sign-in it
 * comes before, so hashes cannot be tried in bulk (429 with Retry-After).
 */
export const getSharedBoxInfoOperation = defineOperation(
  publicRung,
  getSharedBoxInfoContract,
  async ({ input, ctx }) => {
    await limitAuthRequests({ clientIp: clientIpOf(ctx.headers) });
    return getSharedBoxInfo({ invitationShareHash: input.invitation_share_hash });
  },
);
