import type { Operation } from '../../rest/operation-table';
import { attachAccountProcedure } from './attach-account';
import { createAccountLinkCodeProcedure } from './create-account-link-code';
import { resetPasswordProcedure } from './reset-password';

export const accountsRouter = {
  attachAccount: attachAccountProcedure,
  createAccountLinkCode: createAccountLinkCodeProcedure,
  resetPassword: resetPasswordProcedure,
} satisfies Record<string, Operation>;
