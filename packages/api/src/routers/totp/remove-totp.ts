import { removeTotp } from '@coffer/domain/authn-methods';
import { assertSelf } from '@coffer/domain/sessions';
import { userProcedure } from '../../trpc';
import { removeTotpInput, removeTotpMeta } from './remove-totp.types';

/** Acr 2: removing a second factor needs a session that used one. */
export const removeTotpProcedure = userProcedure(2)
  .meta({ rest: removeTotpMeta })
  .input(removeTotpInput)
  .mutation(async ({ ctx, input }) => {
    assertSelf(ctx.caller, input.id);
    await removeTotp({ identityId: input.id });
  });
