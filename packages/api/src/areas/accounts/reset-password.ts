import { resetPassword } from '@coffer/domain/accounts';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { resetPasswordContract } from './reset-password.types';

/** Acr 1: whoever forgot the password signs in with an emailed code alone. */
export const resetPasswordOperation = defineOperation(
  userRung(1),
  resetPasswordContract,
  async ({ ctx, input }) => {
    await resetPassword({
      accountId: input.id,
      caller: ctx.caller,
      prehashedPassword: input.prehashed_password,
      unlocker: input.unlocker,
    });
  },
);
