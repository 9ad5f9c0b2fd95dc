import { deleteAvatar } from '@coffer/domain/identities';
import { userProcedure, withContract } from '../../trpc';
import { deleteAvatarContract } from './delete-avatar.types';

export const deleteAvatarProcedure = withContract(userProcedure(1), deleteAvatarContract).mutation(
  async ({ ctx, input }) => {
    await deleteAvatar({ caller: ctx.caller, identityId: input.id });
  },
);
