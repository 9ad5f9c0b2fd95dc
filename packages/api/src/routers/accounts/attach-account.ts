import { createAccount, linkIdentityToAccount } from '@coffer/domain/accounts';
import { assertSelf } from '@coffer/domain/sessions';
import { readAuthnSource } from '../../auth/read-credentials';
import { userProcedure, withContract } from '../../trpc';
import { attachAccountContract } from './attach-account.types';

/** Contract §6 "Accounts": one path creates an account or links an existing one. */
export const attachAccountProcedure = withContract(
  userProcedure(1),
  attachAccountContract,
).mutation(({ ctx, input }) => {
  assertSelf(ctx.caller, input.id);
  const prehashedPassword = input.prehashed_password;
  return input.account_id === undefined
    ? createAccount({ identityId: input.id, prehashedPassword })
    : linkIdentityToAccount({
        identityId: input.id,
        accountId: input.account_id,
        prehashedPassword,
        source: readAuthnSource(ctx.headers),
      });
});
