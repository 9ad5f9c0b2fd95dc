import { removeTotp } from '@coffer/domain/authn-methods';
import { userProcedure, withContract } from '../../trpc';
import { removeTotpContract } from './remove-totp.types';

/** Acr 2: removing a second factor needs a session that used one. */
export const removeTotpProcedure = withContract(userProcedure(2), removeTotpContract).mutation(
  async ({ ctx, input }) => {
    await removeTotp({ caller: ctx.caller, identityId: input.id });
  },
);
