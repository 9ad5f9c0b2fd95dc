import { resetPassword } from '@coffer/domain/accounts';
import { userProcedure } from '../../trpc';
import { resetPasswordInput, resetPasswordMeta } from './reset-password.types';

/** Acr 1: whoever forgot the password signs in with an emailed code alone. */
export const resetPasswordProcedure = userProcedure(1)
  .meta({ rest: resetPasswordMeta })
  .input(resetPasswordInput)
  .mutation(async ({ ctx, input }) => {
    await resetPassword({
      accountId: input.id,
      caller: ctx.caller,
      prehashedPassword: input.prehashed_password,
    });
  });
