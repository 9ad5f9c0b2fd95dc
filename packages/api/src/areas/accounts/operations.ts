import type { AnyOperation } from '../../operations/operation-table';
import { attachAccountOperation } from './attach-account';
import { createAccountLinkCodeOperation } from './create-account-link-code';
import { resetPasswordOperation } from './reset-password';

export const accountsOperations = {
  attachAccount: attachAccountOperation,
  createAccountLinkCode: createAccountLinkCodeOperation,
  resetPassword: resetPasswordOperation,
} satisfies Record<string, AnyOperation>;
