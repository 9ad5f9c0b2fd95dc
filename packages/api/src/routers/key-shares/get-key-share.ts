import { getKeyShare } from '@coffer/domain/key-shares';
import { callerProcedure } from '../../trpc';
import { getKeyShareInput, getKeyShareMeta, getKeyShareOutput } from './get-key-share.types';

/** Acr 1 and no membership (service.md §Key shares): the hash is the capability. */
export const getKeyShareProcedure = callerProcedure(1)
  .meta({ rest: getKeyShareMeta })
  .input(getKeyShareInput)
  .output(getKeyShareOutput)
  .query(({ input }) => getKeyShare({ invitationShareHash: input.invitation_share_hash }));
