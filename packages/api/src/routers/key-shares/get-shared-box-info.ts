import { getSharedBoxInfo } from '@coffer/domain/key-shares';
import { publicProcedure, withContract } from '../../trpc';
import { getSharedBoxInfoContract } from './get-shared-box-info.types';

/** No credentials (docs/boxes.md): the link's page shows it before the sign-in. */
export const getSharedBoxInfoProcedure = withContract(
  publicProcedure,
  getSharedBoxInfoContract,
).query(({ input }) => getSharedBoxInfo({ invitationShareHash: input.invitation_share_hash }));
