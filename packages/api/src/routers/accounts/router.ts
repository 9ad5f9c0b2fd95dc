import { router } from '../../trpc';
import { attachAccountProcedure } from './attach-account';
import { resetPasswordProcedure } from './reset-password';

export const accountsRouter = router({
  attachAccount: attachAccountProcedure,
  resetPassword: resetPasswordProcedure,
});
