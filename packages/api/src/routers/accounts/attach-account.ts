import { attachAccount } from '@coffer/domain/accounts';
import { readAuthnSource } from '../../auth/read-credentials';
import { userProcedure, withContract } from '../../trpc';
import { attachAccountContract } from './attach-account.types';

/** Contract §6 "Accounts": one path creates an account or links an existing one. */
export const attachAccountProcedure = withContract(
  userProcedure(1),
  attachAccountContract,
).mutation(({ ctx, input }) =>
  attachAccount({
    caller: ctx.caller,
    identityId: input.id,
    accountId: input.account_id,
    prehashedPassword: input.prehashed_password,
    linkCode: input.link_code,
    source: readAuthnSource(ctx.headers),
  }),
);
