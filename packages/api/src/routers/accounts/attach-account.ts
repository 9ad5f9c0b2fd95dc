import { createAccount, linkIdentityToAccount } from '@coffer/domain/accounts';
import { assertSelf } from '@coffer/domain/sessions';
import { readAuthnSource } from '../../auth/read-credentials';
import { userProcedure } from '../../trpc';
import { attachAccountInput, attachAccountMeta, attachAccountOutput } from './attach-account.types';

/** Contract §6 "Accounts": one path creates an account or links an existing one. */
export const attachAccountProcedure = userProcedure(1)
  .meta({ rest: attachAccountMeta })
  .input(attachAccountInput)
  .output(attachAccountOutput)
  .mutation(({ ctx, input }) => {
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
