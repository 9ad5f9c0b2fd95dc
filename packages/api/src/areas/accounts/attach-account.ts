import { attachAccount } from '@coffer/domain/accounts';
import { readAuthnSource } from '../../auth/read-credentials';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { attachAccountContract } from './attach-account.types';

/** Contract §6 "Accounts": one path creates an account or links an existing one. */
export const attachAccountOperation = defineOperation(
  userRung(1),
  attachAccountContract,
  ({ ctx, input }) =>
    attachAccount({
      caller: ctx.caller,
      identityId: input.id,
      accountId: input.account_id,
      prehashedPassword: input.prehashed_password,
      linkCode: input.link_code,
      source: readAuthnSource(ctx.headers),
    }),
);
