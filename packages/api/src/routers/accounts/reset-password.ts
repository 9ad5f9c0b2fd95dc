import { resetPassword } from '@coffer/domain/accounts';
import { userProcedure, withContract } from '../../trpc';
import { resetPasswordContract } from './reset-password.types';

/** Acr 1: whoever forgot the password signs in with an emailed code alone. */
export const resetPasswordProcedure = withContract(
  userProcedure(1),
  resetPasswordContract,
).mutation(async ({ ctx, input }) => {
  await resetPassword({
    accountId: input.id,
    caller: ctx.caller,
    prehashedPassword: input.prehashed_password,
    unlocker: input.unlocker,
  });
});
