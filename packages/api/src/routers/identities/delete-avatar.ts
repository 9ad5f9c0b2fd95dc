import { deleteAvatar } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure, withContract } from '../../trpc';
import { deleteAvatarContract } from './delete-avatar.types';

export const deleteAvatarProcedure = withContract(userProcedure(1), deleteAvatarContract).mutation(
  async ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    await deleteAvatar({ identityId: input.id });
  },
);
