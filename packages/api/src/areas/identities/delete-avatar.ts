import { deleteAvatar } from '@coffer/domain/identities';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { deleteAvatarContract } from './delete-avatar.types';

export const deleteAvatarOperation = defineOperation(
  userRung(1),
  deleteAvatarContract,
  async ({ ctx, input }) => {
    await deleteAvatar({ caller: ctx.caller, identityId: input.id });
  },
);
