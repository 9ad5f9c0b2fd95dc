import { removeTotp } from '@coffer/domain/authn-methods';
import { defineOperation } from '../../operations/operation';
import { userRung } from '../../auth/ladder';
import { removeTotpContract } from './remove-totp.types';

/** Acr 2: removing a second factor needs a session that used one. */
export const removeTotpOperation = defineOperation(
  userRung(2),
  removeTotpContract,
  async ({ ctx, input }) => {
    await removeTotp({ caller: ctx.caller, identityId: input.id });
  },
);
