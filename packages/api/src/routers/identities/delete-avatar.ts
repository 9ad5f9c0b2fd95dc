import { deleteAvatar } from '@coffer/domain/identities';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import { deleteAvatarInput, deleteAvatarMeta } from './delete-avatar.types';

export const deleteAvatarProcedure = userProcedure(1)
  .meta({ rest: deleteAvatarMeta })
  .input(deleteAvatarInput)
  .mutation(async ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    await deleteAvatar({ identityId: input.id });
  });
