import type { Operation } from '../../rest/operation-table';
import { attachAccountProcedure } from './attach-account';
import { resetPasswordProcedure } from './reset-password';

export const accountsRouter = {
  attachAccount: attachAccountProcedure,
  resetPassword: resetPasswordProcedure,
} satisfies Record<string, Operation>;
