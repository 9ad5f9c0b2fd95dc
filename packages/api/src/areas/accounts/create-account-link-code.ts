import { createAccountLinkCode } from '@coffer/domain/accounts';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { createAccountLinkCodeContract } from './create-account-link-code.types';

/** docs/authentication.md#accounts: the first half of linking, from inside the account. */
export const createAccountLinkCodeOperation = defineOperation(
  userRung(1),
  createAccountLinkCodeContract,
  ({ ctx, input }) => createAccountLinkCode({ caller: ctx.caller, accountId: input.id }),
);
