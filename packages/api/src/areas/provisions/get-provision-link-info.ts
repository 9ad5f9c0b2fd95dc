import { getProvisionLinkInfo } from '@coffer/domain/provisions';
import { limitAuthRequests } from '@coffer/domain/rate-limit';
import { clientIpOf } from '../../auth/client-ip';
import { defineOperation } from '../../operations/operation';
import { publicRung } from '../../auth/ladder';
import { getProvisionLinkInfoContract } from './get-provision-link-info.types';

/**
 * No credentials (docs/key-model.md#the-link-before-signing-in): the link's page names the
 * organization and pre-fills the email before the sign-in. Open to anyone, it counts in the
 * address's budget of authentication requests, so hashes cannot be tried in bulk.
 */
export const getProvisionLinkInfoOperation = defineOperation(
  publicRung,
  getProvisionLinkInfoContract,
  async ({ input, ctx }) => {
    await limitAuthRequests({ clientIp: clientIpOf(ctx.headers) });
    return getProvisionLinkInfo({ userKeyShareHash: input.user_key_share_hash });
  },
);
