import { getKeyShare } from '@coffer/domain/key-shares';
import { callerProcedure, withContract } from '../../trpc';
import { getKeyShareContract } from './get-key-share.types';

/** Acr 1 and no membership (docs/crypto.md): the hash is the capability. */
export const getKeyShareProcedure = withContract(callerProcedure(1), getKeyShareContract).query(
  ({ input }) => getKeyShare({ invitationShareHash: input.invitation_share_hash }),
);
