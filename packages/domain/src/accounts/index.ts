export { attachAccount, type AttachAccountOptions } from './attach-account';
export { createAccount, type CreateAccountOptions } from './create-account';
export {
  linkIdentityToAccount,
  type LinkIdentityToAccountOptions,
} from './link-identity-to-account';
export { resetPassword, type ResetPasswordOptions } from './reset-password';
export { createAccountLinkCode } from './create-account-link-code';
