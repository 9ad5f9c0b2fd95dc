import { createAccountLinkCode } from '@coffer/domain/accounts';
import { userProcedure, withContract } from '../../trpc';
import { createAccountLinkCodeContract } from './create-account-link-code.types';

/** docs/authentication.md#accounts: the first half of linking, from inside the account. */
export const createAccountLinkCodeProcedure = withContract(
  userProcedure(1),
  createAccountLinkCodeContract,
).mutation(({ ctx, input }) => createAccountLinkCode({ caller: ctx.caller, accountId: input.id }));
